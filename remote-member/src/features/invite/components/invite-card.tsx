import { useMount } from '@mobile/react-kit';
import { QrCode } from '@mobile/react-kit/qr-code';
import { successToast } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { inviteLink, shareData } from '../invite-link';

/** Code, link, QR code; copy either, or share the link where the browser can. */
export function InviteCard({ code }: { code: string }) {
  const { bus, merchant } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const link = inviteLink(window.location.origin, code);
  const share = shareData(typeof navigator === 'undefined' ? undefined : navigator, {
    title: merchant.settings.siteName,
    text: t('invite.shareText', { site: merchant.settings.siteName, code }),
    url: link,
  });

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      bus.emit(successToast(`${MEMBER_NS}:invite.copied`));
    } catch {
      bus.emit({ type: 'toast', kind: 'error', messageKey: `${MEMBER_NS}:invite.copyFailed` });
    }
  };

  return (
    <section className="member-invite__card" aria-labelledby="member-invite-title">
      <h2 id="member-invite-title" className="member-invite__title">
        {t('invite.title')}
      </h2>
      <p className="member-invite__hint">{t('invite.hint')}</p>
      <QrCode text={link} label={t('invite.qr')} />
      <dl className="member-invite__rows">
        <div>
          <dt>{t('invite.code')}</dt>
          <dd className="member-invite__code">{code}</dd>
        </div>
        <div>
          <dt>{t('invite.link')}</dt>
          <dd className="member-invite__link">{link}</dd>
        </div>
      </dl>
      <div className="member-invite__actions">
        <button type="button" className="mk-button" onClick={() => copy(code)}>
          {t('invite.copyCode')}
        </button>
        <button type="button" className="mk-button" onClick={() => copy(link)}>
          {t('invite.copyLink')}
        </button>
        {share ? (
          <button
            type="button"
            className="mk-button mk-button--plain"
            // A cancelled share rejects; nothing to tell the player.
            onClick={() => navigator.share(share).catch(() => undefined)}
          >
            {t('invite.share')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

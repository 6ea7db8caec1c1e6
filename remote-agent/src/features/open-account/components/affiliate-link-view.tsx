import { useMount } from '@mobile/react-kit';
import { QrCode } from '@mobile/react-kit/qr-code';
import { type AffiliateLink, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { affiliateLinkUrl } from '../affiliate-link-url';
import { useDeleteAffiliateLink } from '../api/use-delete-affiliate-link';
import '../../../common/agent-button.css';

/** One opened link: its QR code and address, copy, and delete after a second tap to confirm. */
export function AffiliateLinkView({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const remove = useDeleteAffiliateLink();
  const [confirming, setConfirming] = useState(false);
  const url = affiliateLinkUrl(window.location.origin, link.code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      bus.emit(successToast(`${AGENT_NS}:links.copied`));
    } catch {
      bus.emit({ type: 'toast', kind: 'error', messageKey: `${AGENT_NS}:links.copyFailed` });
    }
  };

  return (
    <div className="open-account__link-view">
      <QrCode text={url} label={t('links.qr', { code: link.code })} />
      <p className="open-account__url">{url}</p>
      <div className="team-manage__actions">
        <button type="button" className="agent-button" onClick={copy}>
          {t('links.copy')}
        </button>
        {confirming ? null : (
          <button
            type="button"
            className="agent-button agent-button--plain"
            onClick={() => setConfirming(true)}
          >
            {t('links.delete')}
          </button>
        )}
      </div>
      {confirming ? (
        <fieldset className="open-account__confirm">
          <legend className="team-manage__hint">{t('links.confirmDelete')}</legend>
          <div className="team-manage__actions">
            <button
              type="button"
              className="agent-button agent-button--plain"
              onClick={() => setConfirming(false)}
            >
              {t('links.keep')}
            </button>
            <button
              type="button"
              className="agent-button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(link.id)}
            >
              {t('links.deleteNow')}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

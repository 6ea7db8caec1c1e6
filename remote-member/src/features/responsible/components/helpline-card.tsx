import type { ResponsibleInfo } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

/** The helpline of the merchant's country: a phone link and the organisation's site when known. */
export function HelplineCard({ helpline }: { helpline: ResponsibleInfo['helpline'] }) {
  const { t } = useTranslation(MEMBER_NS);
  const safeUrl = helpline.url && /^https:\/\//.test(helpline.url) ? helpline.url : null;
  return (
    <section className="acct-card rg-card" aria-labelledby="rg-help">
      <h2 id="rg-help">{t('responsible.helpTitle')}</h2>
      <p>{t('responsible.helpText')}</p>
      <p className="rg-helpline">{helpline.name}</p>
      {helpline.phone ? (
        <p>
          <a href={`tel:${helpline.phone.replace(/[^\d+]/g, '')}`}>
            {t('responsible.call', { phone: helpline.phone })}
          </a>
        </p>
      ) : null}
      {safeUrl ? (
        <p>
          <a href={safeUrl} target="_blank" rel="noopener noreferrer">
            {safeUrl.replace(/^https:\/\//, '')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

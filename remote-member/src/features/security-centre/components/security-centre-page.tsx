import { AppLink, ErrorState, PageSpinner } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSecurityConfig } from '../api/get-security-config';
import { protectionCount, type SecurityItem, securityItems } from '../security-items';
import '../../settings/account-ui.css';

function Row({ item }: { item: SecurityItem }) {
  const { t } = useTranslation(MEMBER_NS);
  const state = item.detail ?? t(item.set ? 'security.set' : 'security.notSet');
  const content = (
    <>
      <span>{t(`security.item.${item.key}`)}</span>
      <span className="acct-row__value">
        {state}
        {item.path ? ` · ${t('security.change')} ›` : ''}
      </span>
    </>
  );
  return (
    <li>
      {item.path ? (
        <AppLink className="acct-row" to={item.path}>
          {content}
        </AppLink>
      ) : (
        <div className="acct-row">{content}</div>
      )}
    </li>
  );
}

/** /m/securityCenter: which protections are set, with a link where a page exists to change one. */
export function SecurityCentrePage() {
  const { t } = useTranslation(MEMBER_NS);
  const config = useSecurityConfig();
  if (config.isPending) return <PageSpinner />;
  if (config.isError) return <ErrorState onRetry={() => config.refetch()} />;
  const items = securityItems(config.data);
  return (
    <div className="acct-page">
      <p>{t('security.summary', { count: protectionCount(items), total: items.length })}</p>
      <ul className="acct-card acct-list" aria-label={t('security.title')}>
        {items.map((item) => (
          <Row key={item.key} item={item} />
        ))}
      </ul>
      <ul className="acct-card acct-list" aria-label={t('security.playTitle')}>
        <li>
          <AppLink className="acct-row" to="/m/responsible">
            <span>{t('security.responsiblePlay')}</span>
            <span className="acct-row__value">›</span>
          </AppLink>
        </li>
      </ul>
    </div>
  );
}

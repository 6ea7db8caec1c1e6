import { AppLink, ErrorState, PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSecurityConfig } from '../api/get-security-config';
import { type InlineAction, protectionCount, type SecurityItem, securityItems } from '../security-items';
import { InlineContactForm } from './inline-contact-form';
import '../../settings/account-ui.css';

function Row({
  item,
  editing,
  onEdit,
}: {
  item: SecurityItem;
  editing: boolean;
  onEdit(action: InlineAction | null): void;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const state = item.detail ?? t(item.set ? 'security.set' : 'security.notSet');
  const label = t(`security.item.${item.key}`);
  const content = (
    <>
      <span>{label}</span>
      <span className="acct-row__value">
        {state}
        {item.path ? ` · ${t(item.set ? 'security.change' : 'security.setUp')} ›` : ''}
      </span>
    </>
  );
  if (item.path)
    return (
      <li>
        <AppLink className="acct-row" to={item.path}>
          {content}
        </AppLink>
      </li>
    );
  const inline = item.inline;
  return (
    <li>
      <div className="acct-row">
        {content}
        {inline ? (
          <button
            type="button"
            className="acct-button acct-button--plain acct-button--small"
            aria-expanded={editing}
            aria-label={t(editing ? 'security.closeEdit' : 'security.edit', { item: label })}
            onClick={() => onEdit(editing ? null : inline)}
          >
            {t(editing ? 'security.close' : item.set ? 'security.change' : 'security.setUp')}
          </button>
        ) : null}
      </div>
      {editing && inline ? <InlineContactForm action={inline} onDone={() => onEdit(null)} /> : null}
    </li>
  );
}

/** /m/securityCenter: which protections are set; links to the pages that change them, or a form in place. */
export function SecurityCentrePage() {
  const { t } = useTranslation(MEMBER_NS);
  const config = useSecurityConfig();
  const [editing, setEditing] = useState<InlineAction | null>(null);
  if (config.isPending) return <PageSpinner />;
  if (config.isError) return <ErrorState onRetry={() => config.refetch()} />;
  const items = securityItems(config.data);
  return (
    <div className="acct-page">
      <p>{t('security.summary', { count: protectionCount(items), total: items.length })}</p>
      <ul className="acct-card acct-list" aria-label={t('security.title')}>
        {items.map((item) => (
          <Row
            key={item.key}
            item={item}
            editing={item.inline !== null && editing === item.inline}
            onEdit={setEditing}
          />
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

import { AppLink, ErrorState, PageSpinner } from '@mobile/react-kit';
import type { SecurityQuestionKey } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { IdentityCard } from '../../identity';
import { PasskeysCard } from '../../passkeys';
import { LinkedProviders } from '../../social-login';
import { useSecurityConfig } from '../api/get-security-config';
import { useCustomerSecurityQuestions } from '../api/get-security-questions';
import { type InlineAction, protectionCount, type SecurityItem, securityItems } from '../security-items';
import { ContactChangeForm } from './contact-change-form';
import { InlineContactForm } from './inline-contact-form';
import { SecurityQuestionsForm } from './security-questions-form';
import '../../../common/account-ui.css';
import './security-questions.css';

/** The questions the member chose (never the answers), under their row. */
function ChosenQuestions({ keys }: { keys: SecurityQuestionKey[] }) {
  const { t } = useTranslation(MEMBER_NS);
  if (keys.length === 0) return null;
  return (
    <ol className="acct-questions" aria-label={t('securityQuestions.chosen')}>
      {keys.map((key) => (
        <li key={key}>{t(`securityQuestions.question.${key}`)}</li>
      ))}
    </ol>
  );
}

function InlineForm({ action, onDone }: { action: InlineAction; onDone(): void }) {
  if (action === 'securityQuestions') return <SecurityQuestionsForm onDone={onDone} />;
  if (action === 'email' || action === 'mobile') return <ContactChangeForm kind={action} onDone={onDone} />;
  return <InlineContactForm action={action} onDone={onDone} />;
}

/** The button's name says what it shows (WCAG 2.5.3 label in name): 'Change E-mail' under 'Change'. */
const editKey = (editing: boolean, set: boolean) =>
  editing ? 'security.closeEdit' : set ? 'security.changeItem' : 'security.edit';

function Row({
  item,
  editing,
  onEdit,
  below,
}: {
  item: SecurityItem;
  editing: boolean;
  onEdit(action: InlineAction | null): void;
  below?: ReactNode;
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
            className="mk-button mk-button--plain mk-button--small"
            aria-expanded={editing}
            aria-label={t(editKey(editing, item.set), { item: label })}
            onClick={() => onEdit(editing ? null : inline)}
          >
            {t(editing ? 'security.close' : item.set ? 'security.change' : 'security.setUp')}
          </button>
        ) : null}
      </div>
      {editing ? null : below}
      {editing && inline ? <InlineForm action={inline} onDone={() => onEdit(null)} /> : null}
    </li>
  );
}

/** /m/securityCenter: which protections are set; links to the pages that change them, or a form in place. */
export function SecurityCentrePage() {
  const { t } = useTranslation(MEMBER_NS);
  const config = useSecurityConfig();
  const questions = useCustomerSecurityQuestions();
  const [editing, setEditing] = useState<InlineAction | null>(null);
  if (config.isPending || questions.isPending) return <PageSpinner />;
  if (config.isError || questions.isError)
    return (
      <ErrorState
        onRetry={() => {
          if (config.isError) void config.refetch();
          if (questions.isError) void questions.refetch();
        }}
      />
    );
  const items = securityItems(config.data, questions.data);
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
            below={
              item.key === 'securityQuestions' ? (
                <ChosenQuestions keys={questions.data.questionKeys} />
              ) : undefined
            }
          />
        ))}
      </ul>
      <IdentityCard />
      <PasskeysCard />
      <ul className="acct-card acct-list" aria-label={t('security.playTitle')}>
        <li>
          <AppLink className="acct-row" to={pathOf('responsible')}>
            <span>{t('security.responsiblePlay')}</span>
            <span className="acct-row__value">›</span>
          </AppLink>
        </li>
      </ul>
      <LinkedProviders />
    </div>
  );
}

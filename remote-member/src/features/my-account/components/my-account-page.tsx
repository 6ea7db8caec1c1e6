import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { DetailRows } from '../../settings';
import { useMemberProfile } from '../api/get-profile';
import { formatDate } from '../format-date';
import { NicknameEditor } from './nickname-editor';
import '../../../common/account-ui.css';

/** /m/myAccount/index: the account's details (contacts masked by the server) and the nickname. */
export function MyAccountPage() {
  const { t } = useTranslation(MEMBER_NS);
  const profile = useMemberProfile();
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ErrorState onRetry={() => profile.refetch()} />;
  const p = profile.data;
  const notSet = t('account.notSet');
  const rows: [string, string][] = [
    [t('account.email'), p.email ?? notSet],
    [t('account.mobile'), p.mobile ?? notSet],
    [t('account.payeeName'), p.payeeName ?? notSet],
    [t('account.registeredAt'), formatDate(p.registeredAt)],
  ];
  return (
    <div className="acct-page">
      <dl className="acct-card acct-list" aria-label={t('account.title')}>
        <div className="acct-row">
          <dt>{t('account.account')}</dt>
          <dd className="acct-row__value">{p.account}</dd>
        </div>
        {editing ? (
          <div className="acct-row acct-row--editing">
            <dt className="mk-visually-hidden">{t('account.nickname')}</dt>
            <dd>
              <NicknameEditor current={p.nickname ?? ''} onDone={() => setEditing(false)} />
            </dd>
          </div>
        ) : (
          <div className="acct-row">
            <dt>{t('account.nickname')}</dt>
            <dd className="acct-row__value">
              {p.nickname ?? notSet}{' '}
              <button
                type="button"
                className="mk-button mk-button--plain mk-button--small"
                onClick={() => setEditing(true)}
              >
                {t('account.edit')}
              </button>
            </dd>
          </div>
        )}
        <DetailRows rows={rows} />
      </dl>
    </div>
  );
}

/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ErrorState, PageSpinner, PageTopBar, useMount, useStreamValue } from '@mobile/react-kit';
import { HOME_PATH, isFreePlay, memberTypeOf, pathOf } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { IdentitySummaryLink } from '../../identity';
import { ConfirmDialog, LogoutButton } from '../../settings';
import { useMemberInfo } from '../api/get-member-info';
import { useWallet } from '../api/get-wallet';
import { AvatarPicker } from './avatar-picker';
import { EntryGrid } from './entry-grid';
import { MemberCard } from './member-card';
import '../../../common/account-ui.css';
import './member-centre.css';

/** /m/member/home (login-guarded by the shell). A free-play session is asked to register instead. */
export function MemberCentrePage() {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const session = useStreamValue(bus.session$);
  if (!session) return <PageSpinner />;
  if (isFreePlay(memberTypeOf(session))) {
    return (
      <ConfirmDialog
        message={t('memberCentre.registerPrompt')}
        cancelLabel={t('dialog.cancel')}
        onCancel={() => navigate(HOME_PATH, { replace: true })}
        confirmLabel={t('memberCentre.registerNow')}
        onConfirm={() => navigate(pathOf('register'), { replace: true })}
      />
    );
  }
  return <MemberCentre />;
}

function MemberCentre() {
  const member = useMemberInfo();
  const wallet = useWallet();
  const [picking, setPicking] = useState(false);
  const { t } = useTranslation('common');
  if (member.isPending) return <PageSpinner />;
  if (member.isError) return <ErrorState onRetry={() => member.refetch()} />;
  return (
    <div className="acct-page">
      <PageTopBar title={t('title.memberCentre')} />
      <MemberCard
        member={member.data}
        wallet={wallet.data}
        walletFailed={wallet.isError}
        onRetryWallet={() => wallet.refetch()}
        picking={picking}
        onPickAvatar={() => setPicking((open) => !open)}
      />
      {picking ? <AvatarPicker onDone={() => setPicking(false)} /> : null}
      <IdentitySummaryLink />
      <EntryGrid memberType={member.data.type} />
      <LogoutButton className="mk-button mk-button--plain" />
    </div>
  );
}

import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { FREE_REJECT_TOAST, HOME_PATH, isFreePlay } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { MEMBER_NS } from '../../../load-locale';
import { useReferral } from '../api/use-referral';
import { InviteCard } from './invite-card';
import { InvitedFriends } from './invited-friends';
import './invite.css';

/** /m/inviteFriends (login required): the member's code, link, QR code and the friends who joined. */
export function InvitePage() {
  const { bus, merchant, navigate } = useMount();
  const session = useStreamValue(bus.session$);
  const refused = session !== null && isFreePlay(session.type);
  const referralOn = merchant.settings.promos.REFERRAL === true;
  const referral = useReferral(!refused && referralOn);

  useEffect(() => {
    if (!refused) return;
    bus.emit(FREE_REJECT_TOAST);
    navigate(HOME_PATH, { replace: true });
  }, [refused, bus, navigate]);

  if (refused) return <PageSpinner />;
  if (!referralOn) return <EmptyState messageKey={`${MEMBER_NS}:invite.comingSoon`} />;
  if (referral.isPending) return <PageSpinner />;
  if (referral.isError)
    return referral.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => referral.refetch()} />;
  return (
    <div className="member-invite">
      <InviteCard code={referral.data.code} />
      <InvitedFriends count={referral.data.friendCount} friends={referral.data.friends} />
    </div>
  );
}

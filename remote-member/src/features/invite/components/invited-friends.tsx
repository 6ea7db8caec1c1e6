import { formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

interface InvitedFriendsProps {
  count: number;
  friends: { account: string; joinedAt: string }[];
}

/** Friends who registered with the member's code (accounts masked by the server). */
export function InvitedFriends({ count, friends }: InvitedFriendsProps) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <section className="member-invite__card" aria-labelledby="member-invite-friends">
      <h2 id="member-invite-friends" className="member-invite__title">
        {t('invite.friends', { count })}
      </h2>
      {friends.length === 0 ? (
        <p className="member-invite__hint">{t('invite.noFriends')}</p>
      ) : (
        <ul className="member-invite__friends">
          {friends.map((friend) => (
            <li key={`${friend.account}-${friend.joinedAt}`}>
              <span>{friend.account}</span>
              <time dateTime={friend.joinedAt}>{formatLocalDateTime(friend.joinedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

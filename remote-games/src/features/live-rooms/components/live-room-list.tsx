import { AppLink, EmptyState } from '@mobile/react-kit';
import type { LiveRoom } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { roomHref } from '../room-address';

function RoomCard({ room }: { room: LiveRoom }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <>
      <span className="live-rooms__avatar" aria-hidden="true">
        {room.host.slice(0, 1).toUpperCase()}
      </span>
      <span className="live-rooms__text">
        <span className="live-rooms__title">{room.title}</span>
        <span className="live-rooms__host">{room.host}</span>
      </span>
      {room.live ? (
        <span className="live-rooms__status">
          <span className="live-rooms__badge">{t('liveRooms.live')}</span>
          <span className="live-rooms__viewers">{t('liveRooms.viewers', { count: room.viewers })}</span>
        </span>
      ) : (
        <span className="live-rooms__status live-rooms__status--offline">{t('liveRooms.offline')}</span>
      )}
    </>
  );
}

/** The rooms, live first: a live one opens its player; an offline one says so and opens nothing. */
export function LiveRoomList({ rooms }: { rooms: readonly LiveRoom[] }) {
  if (rooms.length === 0) return <EmptyState messageKey={`${GAMES_NS}:liveRooms.empty`} />;
  return (
    <ul className="live-rooms__list">
      {rooms.map((room) => (
        <li key={room.id}>
          {room.live ? (
            // Its name is what it shows (WCAG 2.5.3): title, host, LIVE and the viewers.
            <AppLink to={roomHref(room.id)} className="live-rooms__card">
              <RoomCard room={room} />
            </AppLink>
          ) : (
            <div className="live-rooms__card live-rooms__card--offline">
              <RoomCard room={room} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

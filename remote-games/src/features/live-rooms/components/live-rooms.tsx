import { AppLink, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useLiveRooms } from '../api/use-live-rooms';
import { roomIdOf } from '../room-address';
import { LiveRoomList } from './live-room-list';
import { LiveRoomPlayer } from './live-room-player';
import './live-rooms.css';

/** /m/liveRooms: the merchant's live rooms; `?room=<id>` plays one (Back returns to the list). */
export function LiveRooms() {
  const { location } = useMount();
  const { t } = useTranslation(GAMES_NS);
  const rooms = useLiveRooms();
  const roomId = roomIdOf(location.search);

  if (rooms.isPending) return <PageSpinner />;
  if (rooms.isError) return <ErrorState onRetry={() => rooms.refetch()} />;
  if (roomId === null)
    return (
      <section className="live-rooms">
        <LiveRoomList rooms={rooms.data.rooms} />
      </section>
    );
  const room = rooms.data.rooms.find((candidate) => candidate.id === roomId);
  return (
    <section className="live-rooms">
      {room ? (
        <LiveRoomPlayer key={room.id} room={room} />
      ) : (
        <div className="live-rooms__notice" role="status">
          <p>{t('liveRooms.notFound')}</p>
          <AppLink to="/m/liveRooms" className="live-rooms__all">
            {t('liveRooms.all')}
          </AppLink>
        </div>
      )}
    </section>
  );
}

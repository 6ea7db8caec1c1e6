import { AppLink } from '@mobile/react-kit';
import type { LiveRoom } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useRoomWatch } from '../api/use-room-watch';

const LIST_HREF = '/m/liveRooms';

/**
 * One live room: the stream in the browser's own player (muted until the player turns the sound on, as
 * phones allow autoplay only then), its host and viewers; it tells when the host goes off air.
 */
export function LiveRoomPlayer({ room }: { room: LiveRoom }) {
  const { t } = useTranslation(GAMES_NS);
  const watch = useRoomWatch(room.id, room.viewers);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onAir = watch.live && room.streamUrl !== null;

  return (
    <article className="live-rooms__player" aria-labelledby="live-room-title">
      <h2 id="live-room-title" className="live-rooms__player-title">
        {room.title}
      </h2>
      <p className="live-rooms__player-host">
        {t('liveRooms.hostedBy', { host: room.host })}
        {onAir && watch.viewers !== null ? (
          <span className="live-rooms__viewers">{t('liveRooms.viewers', { count: watch.viewers })}</span>
        ) : null}
      </p>
      {onAir && !failed ? (
        <video
          key={attempt}
          className="live-rooms__video"
          src={room.streamUrl ?? undefined}
          aria-label={t('liveRooms.videoLabel', { host: room.host })}
          autoPlay
          muted
          loop
          playsInline
          controls
          onError={() => setFailed(true)}
        />
      ) : null}
      {onAir && failed ? (
        <div className="live-rooms__notice" role="alert">
          <p>{t('liveRooms.playFailed')}</p>
          <button
            type="button"
            className="mk-button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('action.retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {onAir ? null : (
        <p className="live-rooms__notice" role="status">
          {t('liveRooms.ended', { host: room.host })}
        </p>
      )}
      <AppLink to={LIST_HREF} className="live-rooms__all">
        {t('liveRooms.all')}
      </AppLink>
    </article>
  );
}

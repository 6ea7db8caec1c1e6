import { isFreePlay, pathOf, type SessionInfo } from '@mobile/shared-contracts';

/** What the free-play entry offers: a guest starts free play; a trial player plays or registers. */
export type TrailState = 'guest' | 'trial' | 'member';

export function trailStateOf(session: Pick<SessionInfo, 'type'> | null): TrailState {
  if (!session) return 'guest';
  return isFreePlay(session.type) ? 'trial' : 'member';
}

export const TRAIL_PATH = pathOf('trail');
/** Where a free-play player goes to play: the hot games. */
export const TRAIL_PLAY_PATH = `${pathOf('gameList')}?gameType=HOT`;

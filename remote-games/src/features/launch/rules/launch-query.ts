import type { PlayType, PrizeMode } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';
import type { LaunchTarget } from '../launch-href';

const CATEGORY = /^[A-Z_]{2,20}$/;
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;
const GAME_ID = /^[1-9]\d{0,11}$/;
const GAME_CODE = /^[A-Za-z0-9_-]{1,60}$/;
const PLAY_TYPES: readonly string[] = ['trad', 'ent'];
const PRIZE_MODES: readonly string[] = ['LOTT', 'ZY', 'ELOTT'];

const valid = (value: string | null, pattern: RegExp) =>
  value !== null && pattern.test(value) ? value : null;

/** The game frame's address read back into a launch target; null when it names no valid game. */
export function gameFrameQuery(search: string): LaunchTarget | null {
  const params = new URLSearchParams(search);
  const gameType = valid(params.get('gameType'), CATEGORY);
  const vassalage = valid(params.get('vassalage'), VENDOR);
  if (!gameType || !vassalage) return null;
  const rawNodeId = params.get('nodeId');
  const rawGameCode = params.get('gameCode');
  const rawMatchId = params.get('matchId');
  const nodeId = valid(rawNodeId, GAME_ID);
  const gameCode = valid(rawGameCode, GAME_CODE);
  const matchId = valid(rawMatchId, GAME_ID);
  // A malformed game is refused rather than silently replaced by the vendor's lobby.
  if ((rawNodeId !== null && !nodeId) || (rawGameCode !== null && !gameCode)) return null;
  if (rawMatchId !== null && !matchId) return null;
  return {
    gameType,
    vassalage,
    ...(nodeId ? { nodeId } : {}),
    ...(gameCode ? { gameCode } : {}),
    ...(params.get('free') === '1' ? { freePlay: true } : {}),
    ...(matchId ? { matchId } : {}),
  };
}

/** What the lotto frame is opened with (SPEC 2 Lotto game frame). */
export interface LottoQuery {
  /** The lottery vendor (mui). */
  mui: string;
  playType: PlayType;
  gameId: string;
  prizeMode: PrizeMode;
  pageBack: boolean;
}

export const LOTTO_GAME_PATH = pathOf('lottoGame');

export function lottoQuery(search: string): LottoQuery | null {
  const params = new URLSearchParams(search);
  const mui = valid(params.get('mui'), VENDOR);
  const gameId = valid(params.get('gameId'), GAME_ID);
  const playType = params.get('playType') ?? '';
  const prizeMode = params.get('prize_mode') ?? '';
  if (!mui || !gameId || !PLAY_TYPES.includes(playType) || !PRIZE_MODES.includes(prizeMode)) return null;
  const pageBack = params.get('pageBack');
  return {
    mui,
    gameId,
    playType: playType as PlayType,
    prizeMode: prizeMode as PrizeMode,
    pageBack: pageBack !== null && pageBack !== '' && pageBack !== '0' && pageBack !== 'false',
  };
}

/** The lottery launcher's link (vendor, game, prize mode, play type). */
export function lottoHref(query: LottoQuery): string {
  const params = new URLSearchParams({
    mui: query.mui,
    playType: query.playType,
    gameId: query.gameId,
    prize_mode: query.prizeMode,
  });
  if (query.pageBack) params.set('pageBack', '1');
  return `${LOTTO_GAME_PATH}?${params.toString()}`;
}

import { pathOf, VN_REGIONS, type VnRegion } from '@mobile/shared-contracts';

/** The lottery results screen (issue 30; SPEC 2 names 'lottery history'). */
export const LOTTERY_HISTORY_PATH = pathOf('lotteryHistory');

/** Whose draws the screen shows: one game's, or every VN game's of one region. */
export type HistoryTarget = { kind: 'game'; gameId: string } | { kind: 'region'; region: VnRegion };

const isRegion = (value: string | null): value is VnRegion =>
  value !== null && (VN_REGIONS as readonly string[]).includes(value);

/** `?gameId=` (digits) or `?region=` (a VN region) of the address; null when it names neither. */
export function historyTargetOf(search: string): HistoryTarget | null {
  const params = new URLSearchParams(search);
  const gameId = params.get('gameId');
  if (gameId && /^[1-9]\d{0,11}$/.test(gameId)) return { kind: 'game', gameId };
  const region = params.get('region');
  return isRegion(region) ? { kind: 'region', region } : null;
}

/** The address of the results of a game (by id) or of a VN region. */
export function historyHref(target: HistoryTarget): string {
  const query =
    target.kind === 'game'
      ? `gameId=${encodeURIComponent(target.gameId)}`
      : `region=${encodeURIComponent(target.region)}`;
  return `${LOTTERY_HISTORY_PATH}?${query}`;
}

/** The picker's value of a target: the game id, or 'region:<REGION>'. */
export function pickerValueOf(target: HistoryTarget): string {
  return target.kind === 'game' ? target.gameId : `region:${target.region}`;
}

export function targetOfPickerValue(value: string): HistoryTarget | null {
  if (value.startsWith('region:')) return historyTargetOf(`region=${value.slice('region:'.length)}`);
  return historyTargetOf(`gameId=${value}`);
}

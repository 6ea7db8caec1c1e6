import type { VnOpenedNumero } from '@mobile/shared-contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until betting closes as H:MM:SS (a draw is at most a day away); 0:00:00 once closed. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  return `${hours}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The open draw of each game by game id. */
export function drawsByGame(draws: readonly VnOpenedNumero[]): ReadonlyMap<string, VnOpenedNumero> {
  return new Map(draws.map((draw) => [draw.gameId, draw]));
}

/** True when some listed draw has closed at `now`: the open draws must be asked again. */
export function anyDrawClosed(draws: readonly VnOpenedNumero[], now: number): boolean {
  return draws.some((draw) => Date.parse(draw.closeTime) <= now);
}

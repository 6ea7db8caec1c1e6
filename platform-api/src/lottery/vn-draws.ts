/** Vietnam keeps UTC+7 all year. */
export const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Betting on a draw closes this long before it is drawn. */
export const VN_BET_CLOSE_MINUTES = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OpenedDraw {
  /** The draw day in Vietnam, YYYYMMDD. */
  numero: string;
  closeTime: string;
  drawTime: string;
}

/** The draw open for bets at `now` for a game drawn daily at `drawTime` ('HH:MM' Vietnam time). */
export function openedDraw(now: Date, drawTime: string): OpenedDraw {
  const [hours = 0, minutes = 0] = drawTime.split(':').map(Number);
  const vnNow = new Date(now.getTime() + VN_OFFSET_MS);
  const vnMidnight = Date.UTC(vnNow.getUTCFullYear(), vnNow.getUTCMonth(), vnNow.getUTCDate());
  let draw = vnMidnight + (hours * 60 + minutes) * 60_000 - VN_OFFSET_MS;
  if (now.getTime() >= draw - VN_BET_CLOSE_MINUTES * 60_000) draw += DAY_MS;
  const day = new Date(draw + VN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    numero: day,
    closeTime: new Date(draw - VN_BET_CLOSE_MINUTES * 60_000).toISOString(),
    drawTime: new Date(draw).toISOString(),
  };
}

import { randomInt } from 'node:crypto';
import type { DrawResult, VnPrizeTier, VnRegion } from '@mobile/shared-contracts';

/** Digits drawn by a game drawn every few minutes, each 0 to 9. */
export const DIGITS_DRAWN = 5;

type SheetRow = readonly [tier: VnPrizeTier, count: number, digits: number];

/** The north's daily sheet (27 numbers): a 5-digit special prize, down to four 2-digit seventh prizes. */
const NORTH_SHEET: readonly SheetRow[] = [
  ['SPECIAL', 1, 5],
  ['FIRST', 1, 5],
  ['SECOND', 2, 5],
  ['THIRD', 6, 5],
  ['FOURTH', 4, 4],
  ['FIFTH', 6, 4],
  ['SIXTH', 3, 3],
  ['SEVENTH', 4, 2],
];

/** The central and southern sheet (18 numbers): a 6-digit special prize, down to one 2-digit eighth prize. */
const SOUTH_SHEET: readonly SheetRow[] = [
  ['SPECIAL', 1, 6],
  ['FIRST', 1, 5],
  ['SECOND', 1, 5],
  ['THIRD', 2, 5],
  ['FOURTH', 7, 5],
  ['FIFTH', 1, 4],
  ['SIXTH', 3, 4],
  ['SEVENTH', 1, 3],
  ['EIGHTH', 1, 2],
];

/** A whole number of `digits` digits, leading zeros kept, from the operating system's CSPRNG. */
const drawNumber = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** A VN result sheet as its region prints it. */
export function drawVnSheet(region: VnRegion): DrawResult {
  const sheet = region === 'NORTH' ? NORTH_SHEET : SOUTH_SHEET;
  return {
    kind: 'vn',
    tiers: sheet.map(([tier, count, digits]) => ({
      tier,
      numbers: Array.from({ length: count }, () => drawNumber(digits)),
    })),
  };
}

export function drawDigits(): DrawResult {
  return { kind: 'digits', digits: Array.from({ length: DIGITS_DRAWN }, () => drawNumber(1)) };
}

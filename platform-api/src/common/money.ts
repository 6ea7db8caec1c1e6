import type { DbNumber } from '../db/schema';

/** Amounts are stored in cents; the API speaks in currency units with two decimals. */
export function centsToAmount(cents: DbNumber): number {
  return Number(cents) / 100;
}

export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

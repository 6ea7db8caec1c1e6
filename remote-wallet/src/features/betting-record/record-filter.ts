import type { BET_CATEGORIES } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';

export type BetCategory = (typeof BET_CATEGORIES)[number];
export const RECORD_TABS = ['orders', 'vendor'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** The order shown in detail, from `?order=<id>`; null for the list (a bad id shows the list). */
export function orderIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('order');
  if (!raw || !/^[1-9]\d{0,11}$/.test(raw)) return null;
  return Number(raw);
}

export function orderHref(orderId: number): string {
  return `${pathOf('gameRecord')}?order=${orderId}`;
}

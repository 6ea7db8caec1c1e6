import type { Promotion } from '@mobile/shared-contracts';

/** `/m/activity?id=<n>` opens one promotion; anything else is the list. */
export function promotionIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** What /m/activity shows once its promotions are in. */
export type PromotionsView =
  | { kind: 'detail'; promotion: Promotion }
  | { kind: 'empty' }
  | { kind: 'list'; promotions: readonly Promotion[] };

/**
 * The promotion `?id=` names when the list has it (an unknown id shows the list), else the list, or the
 * empty state without promotions. The page's rule, which the frame service's drawing follows too.
 */
export function promotionsViewOf(promotions: readonly Promotion[], search: string): PromotionsView {
  const id = promotionIdFrom(search);
  const chosen = id === null ? undefined : promotions.find((promotion) => promotion.id === id);
  if (chosen) return { kind: 'detail', promotion: chosen };
  return promotions.length === 0 ? { kind: 'empty' } : { kind: 'list', promotions };
}

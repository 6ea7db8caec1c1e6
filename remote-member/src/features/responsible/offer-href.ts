import { HOME_PATH, pathOf, RETURN_PARAM } from '@mobile/shared-contracts';

export const RESPONSIBLE_PATH = pathOf('responsible');

/** The one-time limits offer after registration; 'not now' continues to `next` (already a safe path). */
export function responsibleOfferHref(next: string): string {
  const query = new URLSearchParams({ offer: '1' });
  if (next !== HOME_PATH) query.set(RETURN_PARAM, next);
  return `${RESPONSIBLE_PATH}?${query.toString()}`;
}

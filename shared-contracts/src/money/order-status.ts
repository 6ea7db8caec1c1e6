/** Statuses of deposit and withdrawal orders; texts in `wallet` under `status.<lowercase>`. */
export const ORDER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatusKey(status: OrderStatus): string {
  return `status.${status.toLowerCase()}`;
}

/** Only a pending order can still change; every other status is final. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status !== 'PENDING';
}

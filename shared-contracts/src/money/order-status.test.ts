import { isFinalStatus, ORDER_STATUSES, orderStatusKey } from './order-status';

describe('order statuses', () => {
  it('names each status by its text key', () => {
    expect(ORDER_STATUSES.map(orderStatusKey)).toEqual([
      'status.pending',
      'status.success',
      'status.failed',
      'status.cancelled',
    ]);
  });

  it('only a pending order is not final', () => {
    expect(ORDER_STATUSES.filter((s) => !isFinalStatus(s))).toEqual(['PENDING']);
  });
});

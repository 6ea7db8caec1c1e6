import { isSubOrderCancellable, orderNoOf, orderStatusOf } from './bet-status';

const sub = (status: string, payoutCents = 0) => ({ status, payoutCents });

describe('orderStatusOf', () => {
  it('settles a bet without sub-orders by its payout', () => {
    expect(orderStatusOf(2_000, [])).toBe('won');
    expect(orderStatusOf(0, [])).toBe('lost');
  });

  it('is pending while any pick awaits its draw', () => {
    expect(orderStatusOf(0, [sub('lost'), sub('pending')])).toBe('pending');
  });

  it('is cancelled only when every pick was cancelled', () => {
    expect(orderStatusOf(0, [sub('cancelled'), sub('cancelled')])).toBe('cancelled');
    expect(orderStatusOf(0, [sub('cancelled'), sub('lost')])).toBe('lost');
  });

  it('is won when a pick paid', () => {
    expect(orderStatusOf(900, [sub('lost'), sub('won', 900)])).toBe('won');
  });
});

describe('isSubOrderCancellable', () => {
  const now = new Date('2024-05-01T10:00:00Z');
  it('allows a pending pick before its draw', () => {
    expect(isSubOrderCancellable('pending', '2024-05-01T10:00:01Z', now)).toBe(true);
  });
  it('refuses once the draw time is reached, or a settled or cancelled pick', () => {
    expect(isSubOrderCancellable('pending', '2024-05-01T10:00:00Z', now)).toBe(false);
    expect(isSubOrderCancellable('won', '2024-05-02T00:00:00Z', now)).toBe(false);
    expect(isSubOrderCancellable('cancelled', '2024-05-02T00:00:00Z', now)).toBe(false);
  });
});

it('numbers orders B and eight digits', () => {
  expect(orderNoOf(42)).toBe('B00000042');
});

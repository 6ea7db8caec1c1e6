import type { Promotion } from '@mobile/shared-contracts';
import { promotionIdFrom, promotionsViewOf } from './promotion-query';

describe('promotionIdFrom', () => {
  it('reads a positive id', () => {
    expect(promotionIdFrom('?id=12')).toBe(12);
  });

  it.each(['', '?id=', '?id=0', '?id=-1', '?id=abc', '?id=1.5', `?id=${'9'.repeat(12)}`])(
    'ignores %p',
    (search) => {
      expect(promotionIdFrom(search)).toBeNull();
    },
  );
});

describe('promotionsViewOf', () => {
  const promotion = (id: number): Promotion => ({
    id,
    code: `P${id}`,
    title: `P${id}`,
    summary: '',
    content: '',
    kind: 'info',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    status: null,
  });
  const list = [promotion(1), promotion(2)];

  it('opens the promotion ?id= names', () => {
    expect(promotionsViewOf(list, '?id=2')).toEqual({ kind: 'detail', promotion: list[1] });
  });

  it('shows the list without an id or for an unknown one', () => {
    expect(promotionsViewOf(list, '')).toEqual({ kind: 'list', promotions: list });
    expect(promotionsViewOf(list, '?id=77')).toEqual({ kind: 'list', promotions: list });
  });

  it('shows the empty state without promotions, whatever the id', () => {
    expect(promotionsViewOf([], '')).toEqual({ kind: 'empty' });
    expect(promotionsViewOf([], '?id=1')).toEqual({ kind: 'empty' });
  });
});

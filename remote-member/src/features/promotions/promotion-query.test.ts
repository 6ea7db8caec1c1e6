import { promotionIdFrom } from './promotion-query';

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

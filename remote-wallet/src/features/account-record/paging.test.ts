import { loadMoreAllowed, nextPageOf } from './paging';

describe('nextPageOf', () => {
  it('moves on while pages remain', () => {
    expect(nextPageOf({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageOf({ pageNum: 2, totalPages: 3 })).toBe(3);
  });

  it('stops at totalPages and on an empty result', () => {
    expect(nextPageOf({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageOf({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });
});

describe('loadMoreAllowed', () => {
  it('allows one load per second', () => {
    expect(loadMoreAllowed(0, 5_000)).toBe(true);
    expect(loadMoreAllowed(5_000, 5_999)).toBe(false);
    expect(loadMoreAllowed(5_000, 6_000)).toBe(true);
  });
});

import { unreadSources, unreadTotals } from './unread-sources';

const on = { features: ['CBS3'] };
const plain = { memberLabel: [] };

describe('unreadTotals', () => {
  it('sums inbox, announcements and chat', () => {
    expect(unreadTotals({ inbox: 2, announcements: 3, chat: 1 })).toEqual({
      inbox: 2,
      announcements: 3,
      chat: 1,
      total: 6,
    });
  });

  it('counts missing, negative and broken parts as 0', () => {
    expect(unreadTotals({ inbox: -1, announcements: Number.NaN })).toEqual({
      inbox: 0,
      announcements: 0,
      chat: 0,
      total: 0,
    });
  });

  it('keeps the real sum above the badge cap (the badge caps at 99+)', () => {
    expect(unreadTotals({ inbox: 90, announcements: 20 }).total).toBe(110);
  });
});

describe('unreadSources', () => {
  it('fetches nothing for guests', () => {
    expect(unreadSources(null, null, on)).toEqual({ inbox: false, announcements: false, chat: false });
  });

  it('fetches everything for a type 0-2 member with CBS3', () => {
    expect(unreadSources({ type: 1 }, plain, on)).toEqual({ inbox: true, announcements: true, chat: true });
  });

  it('skips chat without CBS3, for nochat members and for agents', () => {
    expect(unreadSources({ type: 0 }, plain, { features: [] }).chat).toBe(false);
    expect(unreadSources({ type: 2 }, { memberLabel: [{ labelName: 'nochat' }] }, on).chat).toBe(false);
    expect(unreadSources({ type: 41 }, plain, on)).toEqual({ inbox: true, announcements: true, chat: false });
  });

  it('gives free play neither inbox nor chat', () => {
    expect(unreadSources({ type: 4 }, plain, on)).toEqual({ inbox: false, announcements: true, chat: false });
  });
});

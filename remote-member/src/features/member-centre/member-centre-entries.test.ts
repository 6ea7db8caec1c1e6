import { findRoute } from '@mobile/shared-contracts';
import { entryAction, MEMBER_CENTRE_ENTRIES, visibleEntries } from './member-centre-entries';

const MAIL = ['MAILCEN'];

const entry = (key: string) => {
  const found = MEMBER_CENTRE_ENTRIES.find((e) => e.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('member centre entries', () => {
  it.each([0, 1, 2])('lets type %p deposit, withdraw and open the inbox', (type) => {
    expect(entryAction(entry('deposit'), type, MAIL)).toBe('navigate');
    expect(entryAction(entry('withdraw'), type, MAIL)).toBe('navigate');
    expect(entryAction(entry('inbox'), type, MAIL)).toBe('navigate');
  });

  it.each([4, 40, 41, 42, 99])('refuses deposit and withdraw to type %p with free_reject', (type) => {
    expect(entryAction(entry('deposit'), type, MAIL)).toBe('free-reject');
    expect(entryAction(entry('withdraw'), type, MAIL)).toBe('free-reject');
    expect(entryAction(entry('transfer'), type, MAIL)).toBe('free-reject');
    expect(entryAction(entry('security'), type, MAIL)).toBe('navigate');
  });

  it('follows the inbox rule (canUseInbox): every member but free play', () => {
    expect(entryAction(entry('inbox'), 4, MAIL)).toBe('free-reject');
    for (const type of [40, 41, 42]) expect(entryAction(entry('inbox'), type, MAIL)).toBe('navigate');
  });

  it('MAILCEN gates the inbox entry (SPEC 6: email entry needs MAILCEN)', () => {
    expect(visibleEntries(MAIL).map((e) => e.key)).toContain('inbox');
    expect(visibleEntries([]).map((e) => e.key)).not.toContain('inbox');
    expect(visibleEntries([])).toHaveLength(MEMBER_CENTRE_ENTRIES.length - 1);
  });

  it('has one entry per page, each a member-site path', () => {
    const paths = MEMBER_CENTRE_ENTRIES.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/m\//);
  });

  it('opens only pages that have a record, with the access rule of that page', () => {
    for (const entry of MEMBER_CENTRE_ENTRIES) {
      const record = findRoute(entry.path);
      expect(record?.path).toBe(entry.path);
      if (entry.access) expect(entry.access).toEqual(record?.access);
      else expect(['guest', 'member']).toContain(record?.access);
    }
  });
});

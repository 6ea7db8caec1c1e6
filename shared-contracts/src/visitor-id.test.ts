/** @jest-environment jsdom */
import { STORAGE_KEYS } from './constants';
import { randomVisitorId, VISITOR_ID, visitorIdOf } from './visitor-id';

const uuid = '0b6f3f3e-8d8e-4c47-9a2d-6a1f4f1c2b3a';

describe('visitorIdOf', () => {
  beforeEach(() => localStorage.clear());

  it('makes an id once and keeps it in local storage', () => {
    const newId = jest.fn(() => uuid);
    expect(visitorIdOf(localStorage, newId)).toBe(uuid);
    expect(visitorIdOf(localStorage, newId)).toBe(uuid);
    expect(newId).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.visitor)).toBe(uuid);
  });

  it('replaces a stored value that is not a visitor id', () => {
    localStorage.setItem(STORAGE_KEYS.visitor, '<script>');
    expect(visitorIdOf(localStorage, () => uuid)).toBe(uuid);
    expect(VISITOR_ID.test(uuid)).toBe(true);
  });

  it('still answers when storage throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorIdOf(broken, () => uuid)).toBe(uuid);
    expect(visitorIdOf(null, () => uuid)).toBe(uuid);
  });
});

describe('randomVisitorId', () => {
  it('is a valid visitor id, different each time', () => {
    const a = randomVisitorId();
    expect(a).toMatch(VISITOR_ID);
    expect(a).toHaveLength(32);
    expect(randomVisitorId()).not.toBe(a);
  });
});

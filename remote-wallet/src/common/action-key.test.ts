import { ActionKeys, newActionKey } from './action-key';

describe('action keys', () => {
  it('makes keys the server accepts', () => {
    expect(newActionKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newActionKey()).not.toBe(newActionKey());
  });

  it('keeps one key per target across retries and renews it after success', () => {
    const keys = new ActionKeys();
    const first = keys.keyFor('reward:1');
    expect(keys.keyFor('reward:1')).toBe(first);
    expect(keys.keyFor('reward:2')).not.toBe(first);
    keys.done('reward:1');
    expect(keys.keyFor('reward:1')).not.toBe(first);
  });
});

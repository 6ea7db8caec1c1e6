import { renderHook } from '@testing-library/react';
import { newActionKey } from './action-key';
import { useActionKey } from './use-action-key';

describe('action keys', () => {
  it('are 32 hex characters, new each time', () => {
    expect(newActionKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newActionKey()).not.toBe(newActionKey());
  });

  it('stay the same across retries of one action and change after renew', () => {
    const { result } = renderHook(() => useActionKey());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });
});

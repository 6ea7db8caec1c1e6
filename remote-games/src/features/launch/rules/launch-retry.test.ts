import { canRetryLaunch } from './launch-retry';

const apiError = (code: string) => ({ name: 'ApiError', code, messageKey: 'x', status: 400, value: null });

describe('canRetryLaunch', () => {
  it('offers a retry for network and server failures', () => {
    expect(canRetryLaunch(new Error('offline'))).toBe(true);
    expect(canRetryLaunch(apiError('NETWORK'))).toBe(true);
    expect(canRetryLaunch(apiError('UNKNOWN'))).toBe(true);
  });

  it('offers none when the game is refused or missing', () => {
    expect(canRetryLaunch(apiError('FREE_REJECT'))).toBe(false);
    expect(canRetryLaunch(apiError('NOT_FOUND'))).toBe(false);
  });
});

import { toastDuration } from './toast-duration';

describe('toastDuration', () => {
  it.each([
    ['info', 1_500],
    ['error', 1_500],
    ['success', 1_000],
    ['loading', 10_000],
  ] as const)('%s lasts %i ms', (kind, ms) => expect(toastDuration(kind)).toBe(ms));
  it('uses the duration the sender asked for', () => expect(toastDuration('error', 2_000)).toBe(2_000));
});

describe('short and long toasts (SPEC 9: short 3 s, long 8 s)', () => {
  it.each([
    'error.network',
    'error.upgrading',
    'error.maintenance',
    'error.ipBlocked',
    'error.sessionExpired',
  ])('long toast: %s stays 8 s', (key) => expect(toastDuration('error', undefined, key)).toBe(8_000));
  it.each(['error.notLoggedIn', 'error.forbidden', 'error.unknown', 'error.notMember', 'error.notAgent'])(
    'short toast: %s stays 3 s',
    (key) => expect(toastDuration('error', undefined, key)).toBe(3_000),
  );
  it('a format error keeps the default 1.5 s, and a sender’s own duration wins', () => {
    expect(toastDuration('error', undefined, 'error.phoneFormat')).toBe(1_500);
    expect(toastDuration('error', 2_000, 'error.network')).toBe(2_000);
  });
});

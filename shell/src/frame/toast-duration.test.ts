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

import { act, renderHook } from '@testing-library/react';
import { countdownEnd, SMS_IDLE, smsReducer } from './sms-countdown';
import { useSmsCountdown } from './use-sms-countdown';

describe('smsReducer', () => {
  it('goes idle -> sending -> counting to the server expiry', () => {
    const sending = smsReducer(SMS_IDLE, { type: 'send' });
    expect(sending).toEqual({ phase: 'sending' });
    expect(smsReducer(sending, { type: 'sent', expirationTime: 45_000, now: 0 })).toEqual({
      phase: 'counting',
      endsAt: 45_000,
      secondsLeft: 45,
    });
  });

  it('returns to idle when sending fails, and ignores a second send while busy', () => {
    expect(smsReducer({ phase: 'sending' }, { type: 'failed' })).toBe(SMS_IDLE);
    const counting = { phase: 'counting' as const, endsAt: 10_000, secondsLeft: 10 };
    expect(smsReducer(counting, { type: 'send' })).toBe(counting);
    expect(smsReducer(counting, { type: 'failed' })).toBe(counting);
  });

  it('ticks down by whole seconds, rounding up, then returns to idle', () => {
    const counting = smsReducer({ phase: 'sending' }, { type: 'sent', expirationTime: 30_000, now: 0 });
    expect(smsReducer(counting, { type: 'tick', now: 500 })).toBe(counting);
    expect(smsReducer(counting, { type: 'tick', now: 1_000 })).toMatchObject({ secondsLeft: 29 });
    expect(smsReducer(counting, { type: 'tick', now: 28_999 })).toMatchObject({ secondsLeft: 2 });
    expect(smsReducer(counting, { type: 'tick', now: 30_000 })).toBe(SMS_IDLE);
  });

  it('ignores ticks and late answers while idle', () => {
    expect(smsReducer(SMS_IDLE, { type: 'tick', now: 0 })).toBe(SMS_IDLE);
    expect(smsReducer(SMS_IDLE, { type: 'sent', expirationTime: 1, now: 0 })).toBe(SMS_IDLE);
  });

  it('defaults to 60 s when the server gives no expiry or one in the past', () => {
    expect(countdownEnd(undefined, 1_000)).toBe(61_000);
    expect(countdownEnd(null, 1_000)).toBe(61_000);
    expect(countdownEnd(500, 1_000)).toBe(61_000);
    expect(countdownEnd(5_000, 1_000)).toBe(5_000);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('counts down in 500 ms ticks and returns to idle at the expiry', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current[1]({ type: 'send' }));
    act(() => result.current[1]({ type: 'sent', expirationTime: 3_000, now: Date.now() }));
    expect(result.current[0]).toMatchObject({ phase: 'counting', secondsLeft: 3 });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current[0]).toMatchObject({ secondsLeft: 2 });
    act(() => jest.advanceTimersByTime(1_500));
    expect(result.current[0]).toMatchObject({ secondsLeft: 1 });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current[0]).toEqual(SMS_IDLE);
  });

  it('runs the default 60 s countdown when the expiry is missing', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current[1]({ type: 'send' }));
    act(() => result.current[1]({ type: 'sent', expirationTime: null, now: Date.now() }));
    expect(result.current[0]).toMatchObject({ secondsLeft: 60 });
    act(() => jest.advanceTimersByTime(59_500));
    expect(result.current[0]).toMatchObject({ secondsLeft: 1 });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current[0]).toEqual(SMS_IDLE);
  });
});

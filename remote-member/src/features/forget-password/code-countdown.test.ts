import { countdownReducer, IDLE, secondsLeft } from './code-countdown';

const NOW = 1_700_000_000_000;

describe('code countdown', () => {
  it('goes idle -> sending -> counting to the expiry -> idle', () => {
    let state = countdownReducer(IDLE, { type: 'send' });
    expect(state).toEqual({ kind: 'sending' });
    state = countdownReducer(state, { type: 'sent', expirationTime: NOW + 30_000, now: NOW });
    expect(state).toEqual({ kind: 'counting', until: NOW + 30_000, seconds: 30 });
    state = countdownReducer(state, { type: 'tick', now: NOW + 500 });
    expect(state).toMatchObject({ seconds: 30 });
    state = countdownReducer(state, { type: 'tick', now: NOW + 1_000 });
    expect(state).toMatchObject({ seconds: 29 });
    state = countdownReducer(state, { type: 'tick', now: NOW + 30_000 });
    expect(state).toEqual(IDLE);
  });

  it('counts the default 60 s when the expiry is missing or already past', () => {
    const sending = countdownReducer(IDLE, { type: 'send' });
    expect(countdownReducer(sending, { type: 'sent', expirationTime: null, now: NOW })).toMatchObject({
      seconds: 60,
    });
    expect(countdownReducer(sending, { type: 'sent', expirationTime: NOW - 1, now: NOW })).toMatchObject({
      seconds: 60,
    });
  });

  it('returns to idle when sending fails, and ignores a second send while busy', () => {
    const sending = countdownReducer(IDLE, { type: 'send' });
    expect(countdownReducer(sending, { type: 'send' })).toBe(sending);
    expect(countdownReducer(sending, { type: 'failed' })).toEqual(IDLE);
    const counting = countdownReducer(sending, { type: 'sent', expirationTime: NOW + 5_000, now: NOW });
    expect(countdownReducer(counting, { type: 'send' })).toBe(counting);
    expect(countdownReducer(counting, { type: 'failed' })).toBe(counting);
  });

  it('ignores ticks and late answers while idle', () => {
    expect(countdownReducer(IDLE, { type: 'tick', now: NOW })).toBe(IDLE);
    expect(countdownReducer(IDLE, { type: 'sent', expirationTime: NOW + 1, now: NOW })).toBe(IDLE);
  });

  it('rounds seconds up and never below zero', () => {
    expect(secondsLeft(NOW + 1_001, NOW)).toBe(2);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
  });
});

import {
  createReachability,
  PROBE_FIRST_DELAY_MS,
  PROBE_MAX_DELAY_MS,
  probeDelay,
  type ReachabilityOptions,
} from './reachability';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    fire: (type: string) => listeners.get(type)?.(),
    listeners,
  };
}

/** A probe whose answers the test sets; counts how often it was asked. */
function fakeProbe() {
  const state = { up: false, calls: 0 };
  const probe = jest.fn(async () => {
    state.calls += 1;
    return state.up;
  });
  return { state, probe };
}

function setUp(overrides: Partial<ReachabilityOptions> = {}) {
  const events = fakeWindow();
  const { state, probe } = fakeProbe();
  const onRecovered = jest.fn();
  const reachability = createReachability({
    probe,
    onRecovered,
    events: events as unknown as Window,
    random: () => 0.5,
    ...overrides,
  });
  return { events, state, probe, onRecovered, reachability };
}

/** Runs the timers up to `ms` and lets the probe's promise settle. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('probeDelay', () => {
  it('doubles from the first delay up to the ceiling', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => probeDelay(attempt, middle))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      PROBE_MAX_DELAY_MS,
      PROBE_MAX_DELAY_MS,
      PROBE_MAX_DELAY_MS,
    ]);
  });

  it('spreads each delay by at most a fifth either way', () => {
    expect(probeDelay(0, () => 0)).toBe(PROBE_FIRST_DELAY_MS * 0.8);
    expect(probeDelay(0, () => 1)).toBe(PROBE_FIRST_DELAY_MS * 1.2);
    expect(probeDelay(10, () => 1)).toBe(PROBE_MAX_DELAY_MS * 1.2);
  });
});

describe('createReachability', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not probe while the API answers', async () => {
    const { probe, reachability } = setUp();
    await advance(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(reachability.reachable$.getValue()).toBe(true);
  });

  it('probes with backoff after a network failure and recovers once when the API answers', async () => {
    const { state, onRecovered, reachability } = setUp();
    reachability.reportUnreachable();
    reachability.reportUnreachable(); // a second failed call does not start a second chain
    expect(reachability.reachable$.getValue()).toBe(false);

    await advance(999);
    expect(state.calls).toBe(0);
    await advance(1); // 1 s
    expect(state.calls).toBe(1);
    await advance(2_000); // +2 s
    expect(state.calls).toBe(2);
    await advance(3_999);
    expect(state.calls).toBe(2);
    await advance(1); // +4 s
    expect(state.calls).toBe(3);
    expect(onRecovered).not.toHaveBeenCalled();

    state.up = true;
    await advance(8_000);
    expect(state.calls).toBe(4);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(reachability.reachable$.getValue()).toBe(true);
    await advance(60_000);
    expect(state.calls).toBe(4); // no probing once back
  });

  it('keeps probing at the ceiling during a long outage', async () => {
    const { state, reachability } = setUp();
    reachability.reportUnreachable();
    await advance(1_000 + 2_000 + 4_000 + 8_000); // four probes
    expect(state.calls).toBe(4);
    await advance(PROBE_MAX_DELAY_MS * 3);
    expect(state.calls).toBe(7);
  });

  it('probes at once when the browser says it is online again, and restarts the backoff', async () => {
    const { state, events, onRecovered, reachability } = setUp();
    reachability.reportUnreachable();
    await advance(1_000 + 2_000 + 4_000); // three misses, next wait 8 s
    state.up = true;
    events.fire('online');
    await advance(0);
    expect(state.calls).toBe(4);
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('the browser going offline counts as unreachable', async () => {
    const { events, reachability } = setUp();
    events.fire('offline');
    expect(reachability.reachable$.getValue()).toBe(false);
  });

  it('a call that gets through ends the outage without waiting for the probe', async () => {
    const { state, onRecovered, reachability } = setUp();
    reachability.reportUnreachable();
    reachability.reportReachable();
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(reachability.reachable$.getValue()).toBe(true);
    await advance(30_000);
    expect(state.calls).toBe(0);
    reachability.reportReachable(); // already up: nothing to recover
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('a probe that throws counts as a miss', async () => {
    const probe = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(true);
    const { onRecovered, reachability } = setUp({ probe });
    reachability.reportUnreachable();
    await advance(1_000);
    expect(onRecovered).not.toHaveBeenCalled();
    await advance(2_000);
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('stop ends probing and removes its listeners', async () => {
    const { state, events, reachability } = setUp();
    reachability.reportUnreachable();
    reachability.stop();
    await advance(60_000);
    expect(state.calls).toBe(0);
    expect(events.listeners.size).toBe(0);
  });
});

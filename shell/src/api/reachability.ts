import { BehaviorSubject } from 'rxjs';

/** First wait before asking the API again after it stopped answering; doubled after each miss. */
export const PROBE_FIRST_DELAY_MS = 1_000;
/** Longest wait between two probes while the API is away. */
export const PROBE_MAX_DELAY_MS = 15_000;
/** Each wait is spread by up to this share either way, so a crowd of phones does not return at once. */
export const PROBE_JITTER = 0.2;

/** Wait before probe number `attempt` (0 = the first): exponential backoff with a ceiling and jitter. */
export function probeDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(PROBE_FIRST_DELAY_MS * 2 ** Math.max(0, attempt), PROBE_MAX_DELAY_MS);
  const spread = 1 + PROBE_JITTER * (2 * random() - 1);
  return Math.round(base * spread);
}

type ConnectivityEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ReachabilityOptions {
  /** Asks the API once whether it answers (resolves true when it does; never throws). */
  probe(): Promise<boolean>;
  /** The API answers again after having been away: refetch what failed. */
  onRecovered(): void;
  /** Where the answer is kept (the shell bus's `apiReachable$`); a fresh subject when not given. */
  reachable$?: BehaviorSubject<boolean>;
  events?: ConnectivityEvents;
  random?: () => number;
}

export interface Reachability {
  /** True while the API answers; false from a network failure until a probe or a call gets through. */
  reachable$: BehaviorSubject<boolean>;
  /** A call failed because the API could not be reached (no answer, or a gateway's 502-504). */
  reportUnreachable(): void;
  /** A call got the API's answer. */
  reportReachable(): void;
  stop(): void;
}

/**
 * Watches whether the API answers. After a network failure it probes with backoff (and at once when the
 * browser says it is online again) until the API answers, then says so once, so the failed queries are
 * fetched again without the player tapping Retry.
 */
export function createReachability(options: ReachabilityOptions): Reachability {
  const events: ConnectivityEvents | undefined =
    options.events ?? (typeof window === 'undefined' ? undefined : window);
  const reachable$ = options.reachable$ ?? new BehaviorSubject(true);
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let stopped = false;

  const recovered = () => {
    clearTimeout(timer);
    timer = undefined;
    attempt = 0;
    if (reachable$.getValue()) return;
    reachable$.next(true);
    options.onRecovered();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || reachable$.getValue()) return;
    timer = setTimeout(probeNow, probeDelay(attempt, options.random));
    attempt += 1;
  };

  async function probeNow() {
    if (probing || stopped || reachable$.getValue()) return;
    probing = true;
    const answered = await options.probe().catch(() => false);
    probing = false;
    if (stopped) return;
    if (answered) recovered();
    else schedule();
  }

  const goneDown = () => {
    if (stopped || !reachable$.getValue()) return;
    reachable$.next(false);
    attempt = 0;
    schedule();
  };
  const browserOnline = () => {
    if (reachable$.getValue()) return;
    clearTimeout(timer);
    attempt = 0;
    void probeNow();
  };

  events?.addEventListener('online', browserOnline);
  events?.addEventListener('offline', goneDown);
  return {
    reachable$,
    reportUnreachable: goneDown,
    reportReachable: () => {
      if (!stopped) recovered();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      events?.removeEventListener('online', browserOnline);
      events?.removeEventListener('offline', goneDown);
    },
  };
}

import type { FieldKind, FieldOwner } from '@mobile/shared-contracts';

/**
 * What the shell reports before the field beacon's chunk has loaded (or instead of it, when this page load
 * is not sampled). The path is taken when it happens: the page it is attributed to is where it happened.
 */
export interface FieldReport {
  kind: FieldKind;
  /** `location.pathname` when it happened (never the query). */
  path: string;
  /** Known owner (a remote whose code failed); otherwise the page's owner, or the script's origin's. */
  owner?: FieldOwner;
  /** The federation container whose load failed (`remote_games`): its remote is the owner. */
  container?: string;
  value?: number;
  /** Unscrubbed: the beacon scrubs it before it is queued for sending. */
  detail?: string;
  /** The script an error came from, to tell which remote's code threw. */
  source?: string;
}

/** Reports kept until the beacon starts (3 s after the first render); past it they are dropped. */
const EARLY_MAX = 40;

let sink: ((report: FieldReport) => void) | null = null;
const early: FieldReport[] = [];

/** Takes a report: to the beacon once it runs, kept until then (a page load that is not sampled drops it). */
export function reportField(
  report: Omit<FieldReport, 'path'>,
  path: string = window.location.pathname,
): void {
  const full = { ...report, path };
  if (sink) sink(full);
  else if (early.length < EARLY_MAX) early.push(full);
}

/** The beacon (or a sink that drops everything) takes over; what came before is handed to it first. */
export function attachFieldSink(next: (report: FieldReport) => void): void {
  sink = next;
  for (const report of early.splice(0)) next(report);
}

/** The message of anything thrown or rejected, never its stack. */
export function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : 'non-error rejection';
}

/**
 * JavaScript errors and unhandled rejections of the page, from the start: a remote that throws while its
 * beacon is still loading is counted too. A cross-origin script's error without CORS reaches here as
 * "Script error." with no source; the remotes' scripts load with `crossorigin` (their integrity needs it).
 */
export function listenForPageErrors(win: Window = window): void {
  win.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is an Event, not an ErrorEvent: not a script error.
    if (!(event instanceof ErrorEvent)) return;
    reportField(
      { kind: 'error', detail: event.error ? messageOf(event.error) : event.message, source: event.filename },
      win.location.pathname,
    );
  });
  win.addEventListener('unhandledrejection', (event) => {
    reportField({ kind: 'error', detail: messageOf(event.reason) }, win.location.pathname);
  });
}

/** For tests: no sink, nothing kept. */
export function resetFieldQueue(): void {
  sink = null;
  early.length = 0;
}

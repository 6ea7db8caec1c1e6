import {
  FIELD_BATCH_MAX_EVENTS,
  FIELD_BEACON_PATH,
  type FieldBatch,
  type FieldEvent,
  type FieldOwner,
  findRoute,
  isHomePath,
  type MerchantManifest,
  REMOTE_CONTAINERS,
  REMOTE_NAMES,
  type RemoteName,
  randomVisitorId,
  scrubFieldText,
} from '@mobile/shared-contracts';
import shellPackage from '../../package.json';
import { attachFieldSink, type FieldReport } from './field-queue';

export interface FieldBeaconOptions {
  manifest: MerchantManifest;
  win?: Window;
}

/** The page a path shows, as a page record names it: its key and owner; home and the rest are the shell's. */
export function pageOf(path: string): { page: string; owner: FieldOwner } {
  if (isHomePath(path)) return { page: 'home', owner: 'shell' };
  const route = findRoute(path);
  return route ? { page: route.key, owner: route.owner } : { page: 'other', owner: 'shell' };
}

/** The remote whose origin served a script, if one did (an error's `filename`). */
function ownerOfScript(manifest: MerchantManifest, source: string | undefined): RemoteName | undefined {
  if (!source) return undefined;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return undefined;
  }
  return REMOTE_NAMES.find((name) => {
    try {
      return new URL(manifest.remotes[name].entry).origin === origin;
    } catch {
      return false;
    }
  });
}

/** A federation container's name (`remote_games`) as the remote's. */
export function remoteOfContainer(container: string | undefined): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => REMOTE_CONTAINERS[name] === container);
}

/**
 * Turns a report into an event: the page's record key (never the URL), the owner (given, else the origin
 * of the script that threw, else the page's), its version and canary arm from this visitor's manifest,
 * and the detail scrubbed of anything personal.
 */
export function fieldEventOf(report: FieldReport, manifest: MerchantManifest): FieldEvent {
  const { page, owner: pageOwner } = pageOf(report.path);
  const owner =
    report.owner ??
    remoteOfContainer(report.container) ??
    ownerOfScript(manifest, report.source) ??
    pageOwner;
  const remote = owner === 'shell' ? undefined : manifest.remotes[owner];
  const detail = report.detail === undefined ? '' : scrubFieldText(report.detail);
  return {
    kind: report.kind,
    page,
    owner,
    version: remote ? remote.version : shellPackage.version,
    arm: remote?.arm ?? 'stable',
    ...(report.value === undefined ? {} : { value: Math.round(report.value * 10_000) / 10_000 }),
    ...(detail === '' ? {} : { detail }),
  };
}

/**
 * The field beacon of a sampled page load (the draw is made before this code is fetched, in
 * `startFieldBeaconWhenSettled`): takes every report, measures LCP, INP and CLS with web-vitals
 * (attribution build: the element each points at), and sends batches with `navigator.sendBeacon`: at
 * `FIELD_BATCH_MAX_EVENTS` events, and when the page is hidden or left.
 */
export async function startFieldBeacon(options: FieldBeaconOptions): Promise<void> {
  const win = options.win ?? window;
  const { manifest } = options;
  const sessionId = randomVisitorId();
  let queue: FieldEvent[] = [];

  const flush = () => {
    for (let start = 0; start < queue.length; start += FIELD_BATCH_MAX_EVENTS) {
      const events = queue.slice(start, start + FIELD_BATCH_MAX_EVENTS);
      const batch: FieldBatch = { merchantCode: manifest.merchantCode, sessionId, events };
      send(win, JSON.stringify(batch));
    }
    queue = [];
  };
  // One error of one owner counts once per page load: a parcel's failure reaches both its area and the
  // page's error listener (single-spa reports it again), and a loop throwing must not flood the batches.
  const errorsSeen = new Set<string>();
  const take = (report: FieldReport) => {
    const event = fieldEventOf(report, manifest);
    if (event.kind === 'error') {
      const key = `${event.owner} ${event.detail ?? ''}`;
      if (errorsSeen.has(key)) return;
      errorsSeen.add(key);
    }
    queue.push(event);
    // A vital arrives when the page is being hidden: it goes at once, the page may not run again.
    if (queue.length >= FIELD_BATCH_MAX_EVENTS || win.document.visibilityState === 'hidden') flush();
  };
  attachFieldSink(take);

  const { onCLS, onINP, onLCP } = await import(
    /* webpackChunkName: "field-vitals" */ 'web-vitals/attribution'
  );
  // Each vital is attributed to the page it was measured on: LCP and CLS to the page the visit began on,
  // INP to the page of its slowest interaction (reported as it changes, kept per page, sent on leaving).
  const landing = win.location.pathname;
  onLCP((metric) =>
    take({ kind: 'LCP', path: landing, value: metric.value, detail: metric.attribution.target }),
  );
  onCLS((metric) =>
    take({ kind: 'CLS', path: landing, value: metric.value, detail: metric.attribution.largestShiftTarget }),
  );
  const slowest = new Map<string, FieldReport>();
  onINP(
    (metric) => {
      const path = win.location.pathname;
      const { page } = pageOf(path);
      const known = slowest.get(page);
      if (!known || (known.value ?? 0) < metric.value)
        slowest.set(page, {
          kind: 'INP',
          path,
          value: metric.value,
          detail: metric.attribution.interactionTarget,
        });
    },
    { reportAllChanges: true },
  );
  const leave = () => {
    for (const report of slowest.values()) queue.push(fieldEventOf(report, manifest));
    slowest.clear();
    flush();
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') leave();
  });
  win.addEventListener('pagehide', leave);
}

/** sendBeacon queues the body even as the page goes; where it is missing or refuses, a keepalive fetch. */
function send(win: Window, body: string): void {
  const navigator = win.navigator;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(FIELD_BEACON_PATH, body)) return;
  if (typeof win.fetch === 'function')
    win
      .fetch(FIELD_BEACON_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      })
      .catch(() => undefined);
}

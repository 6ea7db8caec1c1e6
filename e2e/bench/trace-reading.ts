/**
 * Reading a Chrome trace and its sampling profile, for the trace tools (`trace-start.ts`: a cold start's
 * long tasks; `trace-tap.ts`: one tap's tasks): the events, what a task ran in one line, and the functions
 * sampled between two trace timestamps.
 */
import { SITE } from '../support/site';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: leaves out the time other processes had the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; name?: string };
}

export interface CpuProfile {
  nodes: {
    id: number;
    parent?: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** An address without the site's origin (a remote's port kept). */
export const shortUrl = (url: unknown) =>
  String(url ?? '')
    .replace(SITE.origin, '')
    .replace(/^http:\/\/127\.0\.0\.1:/, ':');

/** What one trace event inside a task ran, in one line (or null for the uninteresting ones). */
export function whatItRan(event: TraceEvent): string | null {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${event.name} ${shortUrl(data.url)}`;
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName || '(anonymous)')} ${shortUrl(data.url)}:${String(data.lineNumber ?? '')}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
    case 'v8.evaluateModule':
      return `${event.name} ${String(data.type ?? '')}`.trimEnd();
    case 'ParseHTML':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'Paint':
    case 'PrePaint':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'RunMicrotasks':
    case 'ParseAuthorStyleSheet':
    case 'Decode Image':
    case 'Commit':
      return event.name;
    default:
      return null;
  }
}

/**
 * The functions that ran longest between two trace timestamps: the `selfCount` longest by self time and the
 * `totalCount` longest with their callees (the profile's root, program and idle left out).
 */
export function topFunctions(
  profile: CpuProfile,
  from: number,
  to: number,
  { selfCount, totalCount }: { selfCount: number; totalCount: number },
): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f
      ? `${f.functionName || '(anon)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
      : '?';
  };
  let t = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    t += deltas[i] ?? 0;
    if (t < from || t > to) continue;
    const dt = (deltas[i + 1] ?? 0) / 1000;
    const id = samples[i] as number;
    self.set(label(id), (self.get(label(id)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const l = label(n);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .filter(([l]) => !l.startsWith('(root)') && !l.startsWith('(program)') && !l.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  return [
    ...top(self, selfCount).map(([l, v]) => `self  ${v.toFixed(1).padStart(6)} ms ${l}`),
    ...top(total, totalCount).map(([l, v]) => `total ${v.toFixed(1).padStart(6)} ms ${l}`),
  ];
}

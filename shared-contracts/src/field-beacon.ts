import type { RemoteName } from './manifest';

/**
 * The field beacon (issue 33): what the shell measures on real pages and sends to platform-api with
 * `navigator.sendBeacon`. Types and limits only (no valibot: the shell's beacon carries this file);
 * the server's validation is `field-beacon-schema.ts`.
 */
export const FIELD_BEACON_PATH = '/wps/system/field';

/**
 * `view`: a page of the remote was shown (the denominator of the rates); `LCP`, `INP` (milliseconds) and
 * `CLS` (unitless) from web-vitals; `error`: a JavaScript error or a parcel failing to mount;
 * `load-failure`: the federation runtime could not load the remote's code.
 */
export const FIELD_KINDS = ['view', 'LCP', 'INP', 'CLS', 'error', 'load-failure'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Measurements with a value (kept as histograms per minute, read as p75). */
export const FIELD_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type FieldVital = (typeof FIELD_VITALS)[number];

/** Which version of a remote the visitor got: a canary's, or the stable one (also when no canary runs). */
export const FIELD_ARMS = ['stable', 'canary'] as const;
export type FieldArm = (typeof FIELD_ARMS)[number];

/** The shell's own pages (home, an extra link page) and code are reported as `shell`. */
export type FieldOwner = RemoteName | 'shell';

export interface FieldEvent {
  kind: FieldKind;
  /** The page record's key (`PageRecord.key`), `home`, or `other`: never the URL. */
  page: string;
  owner: FieldOwner;
  /** The owner's version from the manifest the visitor got (the shell's: its build's). */
  version: string;
  arm: FieldArm;
  /** Milliseconds for LCP and INP, the score for CLS; absent for the other kinds. */
  value?: number;
  /** What the measurement points at (web-vitals' attribution target) or the error's message, scrubbed. */
  detail?: string;
}

export interface FieldBatch {
  merchantCode: string;
  /** Random per page load (`randomVisitorId`): neither the session token nor the visitor id. */
  sessionId: string;
  events: FieldEvent[];
}

/** Events in one batch; the shell sends when it has this many, and on leaving the page. */
export const FIELD_BATCH_MAX_EVENTS = 20;
/** Largest batch body platform-api reads (413 past it); 20 events of 200-character details fit. */
export const FIELD_BATCH_MAX_BYTES = 8 * 1024;
/** Longest `detail` kept. */
export const FIELD_DETAIL_MAX = 160;
/** Share of page loads that report when the merchant's settings say nothing (`fieldSampling`). */
export const FIELD_SAMPLING_DEFAULT = 0.1;

/** The core web vitals' field thresholds (p75 good at or below). */
export const FIELD_GOOD: Record<FieldVital, number> = { LCP: 2_500, INP: 200, CLS: 0.1 };

/**
 * Takes what may identify a person out of a text before it is sent or stored: a URL keeps its origin and
 * path (query and fragment go), an e-mail address and runs of 4+ digits (ids, phone numbers, amounts)
 * are replaced, long token-like words too; control characters go and the text is cut to `FIELD_DETAIL_MAX`.
 * The shell applies it and platform-api again (a beacon is untrusted input).
 */
export function scrubFieldText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\b(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1')
      .replace(/[?#][^\s"'<>]*=[^\s"'<>]*/g, '')
      .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g, '<email>')
      .replace(/[A-Za-z0-9_-]{24,}/g, '<id>')
      .replace(/\d{4,}/g, '<n>')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, FIELD_DETAIL_MAX)
  );
}

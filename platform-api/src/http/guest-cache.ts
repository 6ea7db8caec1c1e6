import { gzipSync } from 'node:zlib';
import { changeStampOf } from '../db/database';
import type { Db } from '../db/schema';

/**
 * Answers that are the same for every guest (status, settings, manifest, banners, announcements, hot
 * games, game list pages), kept as their serialized envelope. An entry is fresh while the database has
 * not changed under it (SQLite's change stamp, `db/change-stamp.ts`): this process's writes are seen by
 * the very next request, another process's commit (the operator command) within 100 ms. PostgreSQL has no
 * such stamp: there a short maximum age bounds staleness.
 */
export interface GuestCache {
  /**
   * The serialized envelope (UTF-8 bytes, sent as they are) for a client that does or does not accept
   * gzip, in one lookup: gzipped (made once per entry on first asking, so exactly as fresh as its bytes)
   * when accepted and worth it, else as it is. No promise: a cached read takes no turn of the microtask queue.
   */
  peekEncoded(key: string, acceptsGzip: boolean): EncodedBody | undefined;
  /** A value kept by `remember`, if it is there and fresh, without a promise; else undefined. */
  peek<T>(key: string): T | undefined;
  /** The data's stamp now: take it before computing an answer and store the answer with it. */
  stamp(): string;
  set(key: string, body: string, stamp: string): Promise<void>;
  /** Any value under the same freshness rule, e.g. the merchant row every request resolves. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface GuestCacheOptions {
  /** Longest an entry is served without the database saying it changed. */
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  body: unknown;
  version: string;
  at: number;
  gzip?: Buffer;
}

export interface EncodedBody {
  body: Buffer;
  gzipped: boolean;
}

/** Smaller answers are sent as they are: a gzip header and window would cost more than they save. */
export const GZIP_MIN_BYTES = 1_024;

export function createGuestCache(db: Db, options: GuestCacheOptions = {}): GuestCache {
  const changeStamp = changeStampOf(db);
  const maxAgeMs = options.maxAgeMs ?? (changeStamp ? 60_000 : 1_000);
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const version = () => (changeStamp ? changeStamp() : '');

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.at < maxAgeMs && entry.version === version()) return entry;
    entries.delete(key);
    return undefined;
  }
  async function store(key: string, body: unknown, stamp: string): Promise<void> {
    // Oldest first out: a flood of distinct query strings cannot grow the map without bound.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { body, version: stamp, at: now() });
  }

  function peekEncoded(key: string, acceptsGzip: boolean): EncodedBody | undefined {
    const entry = fresh(`body ${key}`);
    if (!entry) return undefined;
    const body = entry.body as Buffer;
    if (!acceptsGzip || body.length < GZIP_MIN_BYTES) return { body, gzipped: false };
    entry.gzip ??= gzipSync(body);
    return { body: entry.gzip, gzipped: true };
  }

  return {
    peekEncoded,
    peek: <T>(key: string) => fresh(`value ${key}`)?.body as T | undefined,
    stamp: version,
    set: (key, body, stamp) => store(`body ${key}`, Buffer.from(body), stamp),
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = fresh(`value ${key}`);
      if (entry) return entry.body as T;
      // Stamped before computing, so a change during the computation is never hidden.
      const stamp = version();
      const value = await compute();
      await store(`value ${key}`, value, stamp);
      return value;
    },
    clear: () => entries.clear(),
  };
}

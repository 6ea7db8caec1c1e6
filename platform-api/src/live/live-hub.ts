import { randomBytes } from 'node:crypto';
import { LIVE_HEARTBEAT_MS, type LiveEvent, liveEventData } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { readWallet } from '../wallet/wallet-store';
import type { LiveNotice } from './live-notice';
import { type NoticeSource, startNoticeSource } from './notice-sources';

/** Events kept for `Last-Event-ID` replay: a page off the network this long (in events) resumes exactly. */
export const REPLAY_EVENTS = 4_096;
/** Streams one member may hold on an instance (tabs); a new one past it ends the member's oldest. */
export const STREAMS_PER_MEMBER = 4;
/** Streams one instance holds; past it a page is refused (503) and keeps its timers. */
export const STREAMS_PER_INSTANCE_DEFAULT = 10_000;

/** One open stream: who it is for and how to write to it. */
export interface LiveStream {
  memberId: number | null;
  merchantCode: string;
  /** The session's token hash (member streams), checked against the sessions table. */
  tokenHash: string | null;
  /** Writes raw SSE text; false once the stream is gone. */
  write(chunk: string): boolean;
  end(): void;
}

/** A notice, or `resync` when notices may have been missed (the LISTEN connection dropped). */
type HubNotice = LiveNotice | { k: 'resync' };

interface Entry {
  seq: number;
  notice: HubNotice;
  /** The event for every stream of the notice's member (balance read once, however many tabs). */
  shared?: Promise<LiveEvent | null>;
}

interface Held extends LiveStream {
  queue: Promise<void>;
  closed: boolean;
  /** Until when the heartbeat leaves this ended session's stream to its page (which signs itself out). */
  signsOutItselfUntil?: number;
  /** When a heartbeat first found this stream's session ended (its notice may still be on its way). */
  endedSeenAt?: number;
}

/**
 * How long a heartbeat that finds a session ended waits for the notice that ended it (which may name this
 * page as the one that asked, see `signsOutItselfUntil`) before ending the stream itself: a notice from
 * another instance comes through PostgreSQL, which a busy machine can hold back past one short heartbeat.
 */
export const ENDED_NOTICE_WAIT_MS = 2_000;

/** How long the page that self-excluded may show its confirmation before the heartbeat ends its stream. */
export const SELF_SIGN_OUT_GRACE_MS = 60_000;

export type OpenResult = { ok: true; close: () => void } | { ok: false; reason: 'instance-full' };

export interface LiveHubOptions {
  db: Db;
  /** The session idle time: a session unused for longer has ended and its streams are told so. */
  sessionIdleMs: number;
  maxStreams?: number;
  heartbeatMs?: number;
}

/**
 * An instance's live streams (issue 32): hears notices (notice-sources.ts), numbers them `<epoch>-<seq>`
 * (epoch random per start, seq one up per notice), keeps the last `REPLAY_EVENTS` for `Last-Event-ID`
 * replay, and writes each stream the events meant for it, in order. docs/decisions/0313.
 */
export class LiveHub {
  private readonly epoch = randomBytes(6).toString('hex');
  private seq = 0;
  private readonly buffer: Entry[] = [];
  private readonly streams = new Set<Held>();
  private readonly byMember = new Map<number, Held[]>();
  private source: NoticeSource | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly maxStreams: number;

  constructor(private readonly options: LiveHubOptions) {
    this.maxStreams = options.maxStreams ?? STREAMS_PER_INSTANCE_DEFAULT;
  }

  async start(): Promise<void> {
    this.source = await startNoticeSource(this.options.db, {
      notice: (notice) => this.accept(notice),
      gap: () => this.accept({ k: 'resync' }),
    });
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Ends every stream (the pages reconnect to another instance) and stops hearing notices. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const held of [...this.streams]) this.drop(held);
    await this.source?.stop();
  }

  get size(): number {
    return this.streams.size;
  }

  hasRoom(): boolean {
    return this.streams.size < this.maxStreams;
  }

  /**
   * Starts writing to `stream`: events after `lastEventId` first when it is still in the buffer (a
   * `resync` event when it is not: another instance's id, or too old), then every new one.
   */
  open(stream: LiveStream, lastEventId: string | null): OpenResult {
    if (this.streams.size >= this.maxStreams) return { ok: false, reason: 'instance-full' };
    const held: Held = { ...stream, queue: Promise.resolve(), closed: false };
    held.write = stream.write;
    held.end = stream.end;
    if (held.memberId !== null) {
      let oldest = this.byMember.get(held.memberId)?.[0];
      while (oldest && (this.byMember.get(held.memberId)?.length ?? 0) >= STREAMS_PER_MEMBER) {
        this.drop(oldest);
        oldest = this.byMember.get(held.memberId)?.[0];
      }
      this.byMember.set(held.memberId, [...(this.byMember.get(held.memberId) ?? []), held]);
    }
    this.streams.add(held);
    held.write(`retry: 3000\n: ${this.epoch}-${this.seq}\n\n`);
    if (lastEventId !== null) this.replay(held, lastEventId);
    return { ok: true, close: () => this.drop(held) };
  }

  private replay(held: Held, lastEventId: string): void {
    const [epoch, seqText] = lastEventId.split('-');
    const after = Number(seqText);
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    const resumable =
      epoch === this.epoch && Number.isSafeInteger(after) && after <= this.seq && after >= oldest - 1;
    if (!resumable) {
      this.send(held, { seq: this.seq, notice: { k: 'resync' } });
      return;
    }
    for (const entry of this.buffer)
      if (entry.seq > after && this.isFor(entry.notice, held)) this.send(held, entry);
  }

  /** A notice heard: numbered, kept for replay and sent to the streams it is for. */
  accept(notice: HubNotice): void {
    const entry: Entry = { seq: ++this.seq, notice };
    this.buffer.push(entry);
    if (this.buffer.length > REPLAY_EVENTS) this.buffer.shift();
    for (const held of this.targets(notice)) this.send(held, entry);
  }

  private targets(notice: HubNotice): Iterable<Held> {
    if ('m' in notice) return this.byMember.get(notice.m) ?? [];
    return [...this.streams].filter((held) => this.isFor(notice, held));
  }

  private isFor(notice: HubNotice, held: Held): boolean {
    if ('m' in notice) return held.memberId === notice.m;
    if (notice.k === 'resync') return true;
    if (held.merchantCode !== notice.c) return false;
    return notice.k !== 'unread-all' || held.memberId !== null;
  }

  /** Queued behind the stream's earlier events, so they leave in order whatever each takes to read. */
  private send(held: Held, entry: Entry): void {
    held.queue = held.queue.then(async () => {
      if (held.closed) return;
      const event = await this.eventOf(entry, held).catch(() => null);
      if (!event || held.closed) return;
      const ok = held.write(
        `id: ${this.epoch}-${entry.seq}\nevent: ${event.type}\ndata: ${liveEventData(event)}\n\n`,
      );
      if (!ok || event.type === 'logout') this.drop(held);
    });
  }

  private eventOf(entry: Entry, held: Held): Promise<LiveEvent | null> {
    const notice = entry.notice;
    switch (notice.k) {
      case 'balance':
        entry.shared ??= readWallet(this.options.db, notice.m).then((wallet) => ({
          type: 'balance' as const,
          wallet,
        }));
        return entry.shared;
      case 'logout':
        // Only the streams whose own session ended: a password change keeps the session that made it, and
        // the page that self-excluded signs itself out after its own confirmation (the heartbeat's session
        // check still ends that stream if the page does not).
        if (notice.s !== undefined && held.tokenHash === notice.s) {
          held.signsOutItselfUntil = Date.now() + SELF_SIGN_OUT_GRACE_MS;
          return Promise.resolve(null);
        }
        return this.sessionAlive(held).then((alive) => (alive ? null : { type: 'logout', reason: notice.r }));
      case 'unread':
      case 'unread-all':
        return Promise.resolve({ type: 'unread' });
      default:
        return Promise.resolve({ type: notice.k });
    }
  }

  private async sessionAlive(held: Held): Promise<boolean> {
    if (!held.tokenHash) return true;
    return (await this.liveTokens([held.tokenHash])).has(held.tokenHash);
  }

  /** Of these token hashes, the ones whose session still counts (not expired, not idle past its time). */
  private async liveTokens(hashes: string[]): Promise<Set<string>> {
    const now = new Date();
    const rows = await this.options.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', hashes)
      .where('expires_at', '>', now.toISOString())
      .where('last_seen_at', '>', new Date(now.getTime() - this.options.sessionIdleMs).toISOString())
      .execute();
    return new Set(rows.map((row) => row.token_hash));
  }

  /**
   * Every heartbeat: a comment line on each stream (carrier proxies close quiet connections), and member
   * streams whose session ended without a notice (idle time-out, the sweep) are told and ended, at the
   * first heartbeat `ENDED_NOTICE_WAIT_MS` after one first found it ended.
   */
  private async beat(): Promise<void> {
    for (const held of [...this.streams]) if (!held.write(': hb\n\n')) this.drop(held);
    const now = Date.now();
    const members = [...this.streams].filter(
      (held) => held.tokenHash !== null && !((held.signsOutItselfUntil ?? 0) > now),
    );
    for (let i = 0; i < members.length; i += 500) {
      const chunk = members.slice(i, i + 500);
      const alive = await this.liveTokens(chunk.map((held) => held.tokenHash as string)).catch(() => null);
      if (!alive) return;
      for (const held of chunk) {
        if (alive.has(held.tokenHash as string)) {
          held.endedSeenAt = undefined;
          continue;
        }
        held.endedSeenAt ??= now;
        if (now - held.endedSeenAt < ENDED_NOTICE_WAIT_MS) continue;
        this.send(held, {
          seq: ++this.seq,
          notice: { k: 'logout', m: held.memberId ?? 0, r: 'session-ended' },
        });
      }
    }
  }

  private drop(held: Held): void {
    if (held.closed) return;
    held.closed = true;
    this.streams.delete(held);
    if (held.memberId !== null) {
      const rest = (this.byMember.get(held.memberId) ?? []).filter((other) => other !== held);
      if (rest.length > 0) this.byMember.set(held.memberId, rest);
      else this.byMember.delete(held.memberId);
    }
    held.end();
  }
}

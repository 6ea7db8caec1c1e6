import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { HashSlots } from './hash-slots';
import { HashWorkerPool } from './hash-worker';

/** Production cost: N = 2^17, r = 8, p = 1 (OWASP's scrypt recommendation). */
export const SCRYPT_DEFAULTS = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for parameters read back from storage, so a tampered row cannot exhaust memory or CPU.
export const LOG2N_RANGE = { min: 10, max: 20 } as const;

export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

let configuredCost: ScryptParams = SCRYPT_DEFAULTS;

/**
 * The cost new hashes are made with, from configuration (`PASSWORD_SCRYPT_LOG2N`), set once when the app
 * is built. Production keeps SCRYPT_DEFAULTS; tests and the e2e site lower it so a busy machine cannot
 * time them out. Verification always reads the cost from the stored hash.
 */
export function setPasswordCost(params: ScryptParams): void {
  if (params.log2N < LOG2N_RANGE.min || params.log2N > LOG2N_RANGE.max)
    throw new RangeError('scrypt cost out of range');
  configuredCost = params;
}

export function passwordCost(): ScryptParams {
  return configuredCost;
}

/** Password hashes of this process run a few at a time, leaving a core to the event loop. */
const hashSlots = new HashSlots();
/** ...on worker threads of the lowest priority, so the event loop keeps the CPU whenever it needs it. */
const hashWorkers = new HashWorkerPool(hashSlots.size);
/**
 * Ends the hashing threads (they are unref'd, so a process exits without this). For a host that loads this
 * module many times in one process, as jest does per test file: threads left behind pile up (on Node 24, 35
 * API test files: 25 threads in the jest worker without this, 12 with it), and with several threads
 * garbage-collecting at once Node 20 was seen to deadlock (an RSA key job's destructor against cppgc's
 * process mutex), hanging the run with no timer left to end it. Kept on Node 24: decision 0273.
 */
export function closePasswordHashing(): Promise<void> {
  return hashWorkers.close();
}
/** The hashing queue is full: a request that needs a hash can be refused (503) before any other work. */
export function hashingBusy(): boolean {
  return hashSlots.full;
}

/** Password hashes running and waiting in this process now. */
export function hashingLoad(): { running: number; waiting: number } {
  return hashSlots.load;
}

/**
 * `signal` is the request's: a hash still waiting for a slot when the client goes away leaves the queue
 * unrun. Passed down by hand, not through an AsyncLocalStorage: one `run` enables async hooks for the whole
 * process, which made every later request's promises and ticks dearer (hot reads lost a fifth of their rate).
 */
function derive(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  keyLength: number,
  signal: AbortSignal | undefined,
): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // Node's default maxmem (32 MiB) is below the 128 * N * r bytes that N = 2^17 needs.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r };
  return hashSlots.run(
    () => hashWorkers.derive(password.normalize('NFKC'), salt, keyLength, options),
    signal,
  );
}

/**
 * Self-describing PHC-style string: $scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>. Hashing runs on a
 * worker thread (`hash-worker.ts`), never on the event loop.
 */
export interface HashOptions {
  /** The configured cost (`setPasswordCost`) when left out. */
  cost?: ScryptParams;
  /** The request's: a hash still queued when its client goes away is dropped (see `derive`). */
  signal?: AbortSignal;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const { cost: params = configuredCost, signal } = options;
  if (params.log2N < LOG2N_RANGE.min || params.log2N > LOG2N_RANGE.max)
    throw new RangeError('scrypt cost out of range');
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH, signal);
  return `$scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { log2N: Number(ln), r: Number(r), p: Number(p) };
  if (params.log2N < LOG2N_RANGE.min || params.log2N > LOG2N_RANGE.max || params.r < 1 || params.p < 1)
    return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/** False for a wrong password and for any malformed or disabled hash (e.g. '!'). */
export async function verifyPassword(
  password: string,
  stored: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length < 16) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length, signal);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with cheaper parameters than the configured ones, so a login can re-hash it. */
export function needsRehash(stored: string, cost: ScryptParams = configuredCost): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.log2N < cost.log2N || parsed.params.r < cost.r;
}

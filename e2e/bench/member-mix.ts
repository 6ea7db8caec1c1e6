import {
  type CredentialKeyInfo,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptCredentials,
} from '@mobile/shared-contracts';

/**
 * A member's session as a phone makes it, in a closed loop: log in (sealed credentials, the production
 * password hash), open the demo vendor's slot, then wallet, game list and a bet in turn, logging in again
 * every `loginEvery` calls. Each virtual member is its own seeded account, so bets of one never wait on
 * another's wallet row.
 */
export const MIX_KINDS = ['login', 'launch', 'wallet', 'game list', 'bet'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export interface MixMember {
  merchant: string;
  username: string;
  password: string;
}

export interface MixOptions {
  origin: string;
  members: readonly MixMember[];
  seconds: number;
  /** A new login after this many calls of the member (a real session makes hundreds). */
  loginEvery: number;
  /** The demo vendor's slot, by node id. */
  slotNodeId: string;
}

export interface MixResult {
  total: number;
  errors: number;
  /** Latencies (ms) of every call, by kind. */
  latencies: Record<MixKind, number[]>;
  /** The first few failures, for the report. */
  failures: string[];
}

const GAME_LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=24';

async function credentialKey(origin: string, merchant: string): Promise<CredentialKeyInfo> {
  const res = await fetch(`${origin}/wps/system/credentialKey`, { headers: { 'x-merchant-code': merchant } });
  return ((await res.json()) as { value: CredentialKeyInfo }).value;
}

class CallFailed extends Error {}

interface MemberSession {
  login(): Promise<void>;
  /** The member's next call of the wallet, game list, bet cycle. */
  step(index: number): Promise<unknown>;
}

/** Where a session's timings go: the warm-up's result first, then the timed run's. */
interface Sink {
  result: MixResult;
}

/** One virtual member: its login (with the slot's launch) and its calls, each timed into the sink. */
async function memberSession(options: MixOptions, member: MixMember, sink: Sink): Promise<MemberSession> {
  const key = await credentialKey(options.origin, member.merchant);
  const base = { 'x-merchant-code': member.merchant, 'accept-encoding': 'gzip, deflate, br' };
  let auth: Record<string, string> = {};
  let ticket = '';
  const call = async (kind: MixKind, path: string, init: RequestInit = {}): Promise<Response> => {
    const started = performance.now();
    const res = await fetch(`${options.origin}${path}`, init).catch((error: unknown) => {
      throw new CallFailed(`${kind}: ${String(error)}`);
    });
    const body = await res.arrayBuffer();
    sink.result.latencies[kind].push(performance.now() - started);
    sink.result.total += 1;
    if (!res.ok) throw new CallFailed(`${kind}: ${res.status} ${Buffer.from(body).toString('utf8', 0, 200)}`);
    return new Response(body, { status: res.status, headers: res.headers });
  };
  const login = async () => {
    const sealed = await encryptCredentials(
      { type: 'username', username: member.username, password: member.password },
      key,
    );
    const res = await call('login', '/wps/session/login', {
      method: 'POST',
      headers: {
        ...base,
        'content-type': 'application/json',
        [ENCRYPTION_HEADER.toLowerCase()]: ENCRYPTION_SCHEME,
      },
      body: JSON.stringify(sealed),
    });
    const token = ((await res.json()) as { value: { token: string } }).value.token;
    auth = { ...base, authorization: `Bearer ${token}` };
    const launch = await call('launch', `/wps/game/launchGame?gameId=${options.slotNodeId}`, {
      headers: auth,
    });
    const url = ((await launch.json()) as { value: { url: string } }).value.url;
    if (!url.includes('/lgw/demo-vendor/play')) throw new CallFailed(`launch: not the demo slot: ${url}`);
    ticket = new URL(url, options.origin).searchParams.get('ticket') ?? '';
    if (!ticket) throw new CallFailed(`launch: no ticket in ${url}`);
  };
  const steps: (() => Promise<unknown>)[] = [
    () => call('wallet', '/wps/wallets/gcs', { headers: auth }),
    () => call('game list', GAME_LIST, { headers: auth }),
    () =>
      call('bet', '/lgw/demo-vendor/bet', {
        method: 'POST',
        headers: { ...base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket, amount: '1' }).toString(),
      }),
  ];
  return { login, step: (index) => steps[index % steps.length]?.() ?? Promise.resolve() };
}

/** The member's calls until `deadline`, a new login every `loginEvery` calls and after a failure. */
async function memberLoop(
  session: MemberSession,
  options: MixOptions,
  deadline: number,
  sink: Sink,
  firstCall: number,
) {
  let calls = firstCall;
  while (performance.now() < deadline) {
    try {
      if (calls % options.loginEvery === 0) await session.login();
      await session.step(calls);
      calls += 1;
    } catch (error) {
      sink.result.errors += 1;
      const failures = sink.result.failures;
      if (failures.length < 5) failures.push(error instanceof Error ? error.message : String(error));
      calls = 0;
    }
  }
}

const emptyResult = (): MixResult => ({
  total: 0,
  errors: 0,
  latencies: Object.fromEntries(MIX_KINDS.map((kind) => [kind, []])) as unknown as Record<MixKind, number[]>,
  failures: [],
});

/**
 * Every member logs in first, untimed (a rush of logins at one instant is not the steady mix), then the
 * timed loops; `measure` wraps only the timed part (the caller reads CPU around it). Each member's logins
 * are spread over the run: member i starts i/n of the way to its next login.
 */
export async function runMemberMix(
  options: MixOptions,
  measure: (run: () => Promise<MixResult>) => Promise<MixResult> = (run) => run(),
): Promise<MixResult> {
  const sink: Sink = { result: emptyResult() };
  const sessions = await Promise.all(options.members.map((member) => memberSession(options, member, sink)));
  await Promise.all(sessions.map((session) => session.login()));
  return measure(async () => {
    sink.result = emptyResult();
    const deadline = performance.now() + options.seconds * 1000;
    const spread = (i: number) => 1 + Math.floor((i * options.loginEvery) / sessions.length);
    await Promise.all(sessions.map((session, i) => memberLoop(session, options, deadline, sink, spread(i))));
    return sink.result;
  });
}

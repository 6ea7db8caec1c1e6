/**
 * The API past one instance (issue 34): two platform-api instances on one PostgreSQL cluster behind the
 * committed nginx gateway, against one instance behind the same nginx. Two workloads through nginx: hot
 * reads (autocannon) and a member mix (login, slot launch, wallet, game list, bet; member-mix.ts). Rounds
 * alternate the order (1 then 2 instances, then 2 then 1) so a machine that slows down weighs on both.
 * CPU per request of the API instances, PostgreSQL (all its backends), nginx and the load generator, from
 * /proc. Needs DATABASE_URL of a cluster (scripts/bench.sh runs it under scripts/with-postgres.sh).
 * Goal: each workload ≥ 1.6× with two instances, p99 ≤ 50 ms (the mix: every call but the login, whose
 * production scrypt cost is its own figure), 0 errors. Writes e2e/.bench/scale.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { runLoad } from './autocannon-run';
import { median } from './median';
import { MIX_KINDS, type MixMember, runMemberMix } from './member-mix';
import { cpuUsedBetween, postmasterPid, treeCpu } from './process-cpu';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.resolve(__dirname, '../.bench/scale.json');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** A member logs in again after this many calls: a phone's session makes hundreds between logins. */
const LOGIN_EVERY = Number(process.env.BENCH_LOGIN_EVERY ?? 500);
const API_PORTS = [14050 + offset, 14051 + offset];
const HOT_READS = [
  '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=24',
  '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5',
];
/** Seeded members with money on every demo merchant (DEMO_USERS of platform-api's seed, password Demo1234). */
const MIX_MEMBERS: MixMember[] = ['demo', 'lite', 'TEST'].flatMap((merchant) =>
  ['player0', 'player1', 'agent40', 'agent41', 'agent42'].map((username) => ({
    merchant,
    username,
    password: 'Demo1234',
  })),
);

function databaseUrl(): string {
  const cluster = process.env.DATABASE_URL;
  if (!cluster?.startsWith('postgres'))
    throw new Error('DATABASE_URL of a PostgreSQL cluster is needed: run under scripts/with-postgres.sh');
  const name = `bench_scale_${offset}`;
  execFileSync('psql', [
    '-q',
    cluster,
    '-c',
    `drop database if exists ${name} with (force)`,
    '-c',
    `create database ${name}`,
  ]);
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One API instance as production runs it (database rate limits, production scrypt), with demo data. */
async function startApi(port: number, database: string, seed: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'platform-api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database,
      SITE_PROFILE: 'demo',
      SEED: seed ? '1' : '',
      SEED_SCRYPT_LOG2N: '17',
      PASSWORD_SCRYPT_LOG2N: '17',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_STORE: process.env.BENCH_SCALE_RATE_STORE ?? 'database',
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_SESSION_MAX: '1000000000',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: NGINX.origin,
      METRICS_PORT: '',
      DEMO_DEV_PORT: '',
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform-api on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/wps/system/status`, {
      headers: { 'x-merchant-code': 'demo' },
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`platform-api on ${port} did not start within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The demo vendor's slot (its launch opens /lgw/demo-vendor/play), found as a player would: from the list. */
async function demoSlot(apiOrigin: string): Promise<string> {
  const headers = { 'x-merchant-code': 'demo' };
  const list = (await (await fetch(`${apiOrigin}${HOT_READS[0]}`, { headers })).json()) as {
    value: { content: { nodeId: string; vassalage: string }[] };
  };
  const game = list.value.content.find((entry) => entry.vassalage === 'NOVA') ?? list.value.content[0];
  if (!game) throw new Error('the demo game list is empty');
  return game.nodeId;
}

interface Sample {
  instances: number;
  workload: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU µs per request: the API instances, PostgreSQL, nginx, the load generator. */
  cpu: { api: number; db: number; nginx: number; client: number };
  /** The mix's calls by kind: p50 and p99 ms. */
  kinds?: Record<string, { count: number; p50: number; p99: number }>;
  failures?: string[];
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

async function measureCpu<T extends { total: number }>(
  pids: { api: number[]; db: number; nginx: number },
  run: () => Promise<T>,
): Promise<{ result: T; cpu: Sample['cpu'] }> {
  const read = () => ({
    api: treeCpu(pids.api),
    db: treeCpu([pids.db]),
    nginx: treeCpu([pids.nginx]),
    client: process.cpuUsage(),
  });
  const before = read();
  const result = await run();
  const after = read();
  const per = (micros: number) => (result.total > 0 ? Math.round(micros / result.total) : 0);
  const client = process.cpuUsage(before.client);
  return {
    result,
    cpu: {
      api: per(cpuUsedBetween(before.api, after.api)),
      db: per(cpuUsedBetween(before.db, after.db)),
      nginx: per(cpuUsedBetween(before.nginx, after.nginx)),
      client: per(client.user + client.system),
    },
  };
}

async function readsSample(instances: number, pids: Parameters<typeof measureCpu>[0]): Promise<Sample> {
  const slices: Awaited<ReturnType<typeof runLoad>>[] = [];
  const { cpu } = await measureCpu(pids, async () => {
    for (const read of HOT_READS)
      slices.push(
        await runLoad({
          url: `${NGINX.origin}${read}`,
          connections: CONNECTIONS,
          seconds: SECONDS / HOT_READS.length,
          headers: { 'x-merchant-code': 'demo', 'accept-encoding': 'gzip, deflate, br' },
        }),
      );
    return { total: slices.reduce((sum, slice) => sum + slice.total, 0) };
  });
  return {
    instances,
    workload: 'hot reads',
    rps: slices.reduce((sum, slice) => sum + slice.rps, 0) / slices.length,
    p50: Math.max(...slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors + slice.non2xx, 0),
    cpu,
  };
}

async function mixSample(
  instances: number,
  pids: Parameters<typeof measureCpu>[0],
  slotNodeId: string,
): Promise<Sample> {
  let cpu: Sample['cpu'] = { api: 0, db: 0, nginx: 0, client: 0 };
  const result = await runMemberMix(
    { origin: NGINX.origin, members: MIX_MEMBERS, seconds: SECONDS, loginEvery: LOGIN_EVERY, slotNodeId },
    async (run) => {
      const measured = await measureCpu(pids, run);
      cpu = measured.cpu;
      return measured.result;
    },
  );
  const kinds = Object.fromEntries(
    MIX_KINDS.map((kind) => {
      const values = result.latencies[kind];
      return [kind, { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) }];
    }),
  );
  const calls = MIX_KINDS.filter((kind) => kind !== 'login').flatMap((kind) => result.latencies[kind]);
  return {
    instances,
    workload: 'member mix',
    rps: result.total / SECONDS,
    p50: percentile(calls, 50),
    p99: percentile(calls, 99),
    errors: result.errors,
    cpu,
    kinds,
    failures: result.failures,
  };
}

async function main() {
  const database = databaseUrl();
  const url = new URL(process.env.DATABASE_URL ?? '');
  const db = postmasterPid(Number(url.port));
  const apis: ChildProcess[] = [];
  let nginx: RunningNginx | null = null;
  try {
    console.log('starting two platform-api instances on PostgreSQL (the first seeds the demo data)');
    apis.push(await startApi(API_PORTS[0] ?? 0, database, true));
    apis.push(await startApi(API_PORTS[1] ?? 0, database, false));
    const slotNodeId = await demoSlot(`http://127.0.0.1:${API_PORTS[0]}`);
    const samples: Sample[] = [];
    for (let round = 0; round < RUNS; round++) {
      for (const instances of round % 2 === 0 ? [1, 2] : [2, 1]) {
        nginx = await startNginx({
          apiInstances: API_PORTS.slice(0, instances).map((port) => `127.0.0.1:${port}`),
          workerProcesses: 'auto',
        });
        const pids = { api: apis.slice(0, instances).map((api) => api.pid ?? 0), db, nginx: nginx.pid };
        // Warm: each instance's caches and connections, as a live site's are.
        await runLoad({
          url: `${NGINX.origin}${HOT_READS[0]}`,
          connections: 8,
          seconds: 1,
          headers: { 'x-merchant-code': 'demo' },
        });
        samples.push(await readsSample(instances, pids));
        samples.push(await mixSample(instances, pids, slotNodeId));
        await nginx.stop();
        nginx = null;
        console.log(`round ${round + 1} of ${RUNS}, ${instances} instance(s): done`);
      }
    }
    report(samples);
  } finally {
    await nginx?.stop();
    for (const api of apis) api.kill('SIGTERM');
  }
}

function report(samples: Sample[]) {
  const rows = ['hot reads', 'member mix'].flatMap((workload) =>
    [1, 2].map((instances) => {
      const of = samples.filter((s) => s.workload === workload && s.instances === instances);
      const med = (pick: (s: Sample) => number) => Math.round(median(of.map(pick)));
      const cpu = { api: med((s) => s.cpu.api), db: med((s) => s.cpu.db), nginx: med((s) => s.cpu.nginx) };
      const server = cpu.api + cpu.db + cpu.nginx;
      return {
        workload,
        instances,
        rps: med((s) => s.rps),
        p50: med((s) => s.p50),
        p99: med((s) => s.p99),
        errors: of.reduce((sum, s) => sum + s.errors, 0),
        'API µs/req': cpu.api,
        'DB µs/req': cpu.db,
        'nginx µs/req': cpu.nginx,
        'client µs/req': med((s) => s.cpu.client),
        'DB share': server > 0 ? `${Math.round((100 * cpu.db) / server)} %` : '',
      };
    }),
  );
  console.table(rows);
  const mixKinds = [1, 2].map((instances) => {
    const last = samples.filter((s) => s.workload === 'member mix' && s.instances === instances).at(-1);
    return {
      instances,
      ...Object.fromEntries(
        Object.entries(last?.kinds ?? {}).map(([k, v]) => [k, `${v.count} · p50 ${v.p50} · p99 ${v.p99}`]),
      ),
    };
  });
  console.log('member mix by call (last round): count · p50 ms · p99 ms');
  console.table(mixKinds);
  const failures = samples.flatMap((s) => s.failures ?? []).slice(0, 5);
  if (failures.length > 0) console.log(`first failures: ${failures.join(' | ')}`);
  const scaling: Record<string, number> = {};
  for (const workload of ['hot reads', 'member mix']) {
    const one = rows.find((r) => r.workload === workload && r.instances === 1);
    const two = rows.find((r) => r.workload === workload && r.instances === 2);
    if (!one || !two) continue;
    const ratio = one.rps > 0 ? two.rps / one.rps : 0;
    scaling[workload] = Number(ratio.toFixed(2));
    console.log(`${workload}: two instances ${ratio.toFixed(2)}× one (goal ≥ 1.6×)`);
    if (ratio < 1.6) console.log(`OVER BUDGET: ${workload} scales ${ratio.toFixed(2)}× (goal ≥ 1.6×)`);
    if (two.p99 > 50 || two.errors > 0 || one.errors > 0)
      console.log(
        `OVER BUDGET: ${workload} p99 ${two.p99} ms, errors ${one.errors + two.errors} (goal p99 ≤ 50 ms, 0 errors)`,
      );
  }
  const conditions = {
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => l.toFixed(2)),
    runs: RUNS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    mixMembers: MIX_MEMBERS.length,
    loginEvery: LOGIN_EVERY,
    note: 'the instances, PostgreSQL, nginx and the load generator share the same cores on loopback',
  };
  console.log(`conditions: ${JSON.stringify(conditions)}`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(
    OUT,
    JSON.stringify({ at: new Date().toISOString(), conditions, rows, scaling, samples }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

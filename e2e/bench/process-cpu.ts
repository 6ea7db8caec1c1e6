import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time of processes from /proc (Linux): what the bench's servers used between two readings, read from
 * outside so no server needs a probe of its own, and the database's backends counted too.
 */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** User plus system time, in microseconds. */
  cpuMicros: number;
}

function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { pid, ppid, cpuMicros: (ticks * 1_000_000) / TICKS_PER_SECOND };
}

function allStats(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
}

/** CPU (µs) so far of each of the given processes and every process below them (workers, backends). */
export function treeCpu(roots: readonly number[]): Map<number, number> {
  const stats = allStats();
  const inTree = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats) {
      if (!inTree.has(stat.pid) && inTree.has(stat.ppid)) {
        inTree.add(stat.pid);
        grew = true;
      }
    }
  }
  return new Map(stats.filter((stat) => inTree.has(stat.pid)).map((stat) => [stat.pid, stat.cpuMicros]));
}

/**
 * CPU (µs) used between two readings: each process's growth, a process started since counted whole. A
 * process that ended in between takes its last share with it (an undercount, never a negative figure).
 */
export function cpuUsedBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, micros] of after) used += Math.max(0, micros - (before.get(pid) ?? 0));
  return used;
}

/** The PostgreSQL server (postmaster) listening on `port`, found by its command line. */
export function postmasterPid(port: number): number {
  for (const name of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const portIndex = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') && portIndex > 0 && args[portIndex + 1] === String(port))
      return Number(name);
  }
  throw new Error(`no PostgreSQL server found listening on port ${port}`);
}

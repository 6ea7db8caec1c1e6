import { parseArgs } from 'node:util';
import { MERCHANT_CODE } from '../merchants/merchant-store';
import { UsageError } from './usage-error';

export type Flags = Record<string, string | undefined>;

/**
 * Parses `--key value` flags, allowing only `allowed`, and `--switch` flags named in `switches` (read as
 * the value `'true'` when given); a leading `--` (from pnpm) is skipped.
 */
export function parseFlags(args: string[], allowed: string[], switches: string[] = []): Flags {
  const options = Object.fromEntries([
    ...allowed.map((name) => [name, { type: 'string' as const }]),
    ...switches.map((name) => [name, { type: 'boolean' as const }]),
  ]);
  try {
    const { values } = parseArgs({ args, options, strict: true, allowPositionals: false });
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === true ? 'true' : value]),
    ) as Flags;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : 'bad arguments');
  }
}

export function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function merchantFlag(flags: Flags, fallback?: string): string {
  const code = flags.merchant ?? fallback;
  if (code === undefined) throw new UsageError('--merchant is required');
  if (!MERCHANT_CODE.test(code)) throw new UsageError(`--merchant must match ${MERCHANT_CODE}`);
  return code;
}

export function choice<T extends string>(flags: Flags, name: string, choices: readonly T[]): T | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${choices.join(', ')}`);
  }
  return value as T;
}

export function onOff(flags: Flags, name: string, on: string, off: string): boolean | undefined {
  const value = choice(flags, name, [on, off]);
  return value === undefined ? undefined : value === on;
}

/** A text flag, trimmed, of 1 to `max` characters. */
export function textFlag(value: string | undefined, name: string, max: number): string {
  const text = value?.trim() ?? '';
  if (text === '' || text.length > max) throw new UsageError(`--${name} must be 1-${max} characters`);
  return text;
}

/** A row id given as `--name`: a whole number from 1 (`what` names it in the refusal, e.g. 'room id'). */
export function idFlag(value: string, name: string, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`--${name} must be a ${what}`);
  return id;
}

import type { Db } from '../db/schema';
import { manifestCommand, remoteCommand, sessionCommand, statusCommand } from './commands';
import { protectionCommand } from './protection-command';
import { USAGE, UsageError } from './usage-error';

export interface OperatorResult {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const COMMANDS: Record<string, (db: Db, args: string[]) => Promise<unknown>> = {
  remote: remoteCommand,
  status: statusCommand,
  session: sessionCommand,
  manifest: manifestCommand,
  protection: protectionCommand,
};

/** The operator command without process concerns, so tests drive it directly. */
export async function runOperator(db: Db, argv: string[]): Promise<OperatorResult> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [name, ...rest] = args;
  if (name === '--help' || name === 'help') return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    return { exitCode: 2, stdout: '', stderr: `${name ? `unknown command '${name}'\n` : ''}${USAGE}\n` };
  }
  try {
    const result = await command(db, rest);
    return { exitCode: 0, stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof UsageError)
      return { exitCode: 2, stdout: '', stderr: `error: ${error.message}\n${USAGE}\n` };
    return {
      exitCode: 1,
      stdout: '',
      stderr: `error: ${error instanceof Error ? error.message : String(error)}\n`,
    };
  }
}

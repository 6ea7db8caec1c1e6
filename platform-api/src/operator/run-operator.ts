import type { Db } from '../db/schema';
import { kycCommand } from '../kyc/kyc-command';
import { socialCommand } from '../social-login/social-command';
import { matchCommand } from '../sports/match-command';
import { totpCommand } from '../totp/totp-command';
import {
  agentQuotaCommand,
  dividendReverseCommand,
  salaryPayCommand,
  salaryReverseCommand,
} from './agent-commands';
import { contractCommand, manifestCommand, remoteCommand, sessionCommand, statusCommand } from './commands';
import { documentCommand } from './document-command';
import { extraRoutesCommand } from './extra-routes-command';
import { fieldSamplingCommand, healthCommand } from './health-command';
import { jackpotCommand } from './jackpot-command';
import { ledgerCommand } from './ledger-command';
import { liveRoomCommand } from './live-room-command';
import {
  announceCommand,
  chatCommand,
  feedbackCommand,
  helpTopicCommand,
  inboxCommand,
  promotionCommand,
} from './message-commands';
import { outboxCommand } from './outbox-command';
import { protectionCommand } from './protection-command';
import { redRainCommand } from './red-rain-command';
import { rewardCommand } from './reward-command';
import { canaryCommand, historyCommand, rollbackCommand } from './rollout-commands';
import { RawOutput, securityHeadersCommand } from './security-headers-command';
import { escapeForTerminal } from './terminal-safe';
import { USAGE, UsageError } from './usage-error';
import { depositReviewCommand, receiptCommand, withdrawReviewCommand } from './wallet-money-commands';

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
  inbox: inboxCommand,
  chat: chatCommand,
  feedback: feedbackCommand,
  'help-topic': helpTopicCommand,
  document: documentCommand,
  'live-room': liveRoomCommand,
  match: matchCommand,
  jackpot: jackpotCommand,
  announce: announceCommand,
  promotion: promotionCommand,
  'security-headers': securityHeadersCommand,
  reward: rewardCommand,
  'red-rain': redRainCommand,
  routes: extraRoutesCommand,
  'deposit-review': depositReviewCommand,
  'withdraw-review': withdrawReviewCommand,
  receipt: receiptCommand,
  kyc: kycCommand,
  ledger: ledgerCommand,
  contract: contractCommand,
  'agent-quota': agentQuotaCommand,
  'dividend-reverse': dividendReverseCommand,
  'salary-pay': salaryPayCommand,
  'salary-reverse': salaryReverseCommand,
  social: socialCommand,
  rollback: rollbackCommand,
  history: historyCommand,
  canary: canaryCommand,
  protection: protectionCommand,
  totp: totpCommand,
  outbox: outboxCommand,
  health: (db, args) => healthCommand(db, args),
  'field-sampling': fieldSamplingCommand,
};

/**
 * The operator command without process concerns, so tests drive it directly. Everything it prints goes
 * through `escapeForTerminal`: player text reaches the operator's terminal with no control character.
 */
export async function runOperator(db: Db, argv: string[]): Promise<OperatorResult> {
  const result = await runCommand(db, argv);
  return { ...result, stdout: escapeForTerminal(result.stdout), stderr: escapeForTerminal(result.stderr) };
}

async function runCommand(db: Db, argv: string[]): Promise<OperatorResult> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [name, ...rest] = args;
  if (name === '--help' || name === 'help') return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    return { exitCode: 2, stdout: '', stderr: `${name ? `unknown command '${name}'\n` : ''}${USAGE}\n` };
  }
  try {
    const result = await command(db, rest);
    const stdout = result instanceof RawOutput ? result.text : `${JSON.stringify(result, null, 2)}\n`;
    return { exitCode: 0, stdout, stderr: '' };
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

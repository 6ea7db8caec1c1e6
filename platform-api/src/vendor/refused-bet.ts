import { centsToAmount } from '../common/money';
import type { BetResult } from './bet-service';
import { formatMoney } from './page-html';

/**
 * The vendor page's answer to a debit the platform refused: the status and the message its error form
 * shows (409 for a balance that does not cover the stake, 403 for a responsible-play limit).
 */
export function refusedBet(
  result: Extract<BetResult, { ok: false }>,
  symbol: string,
  balance: number,
): { status: number; text: string } {
  if (result.reason === 'INSUFFICIENT_BALANCE')
    return {
      status: 409,
      text: `Insufficient balance: ${formatMoney(symbol, balance)} is less than the bet.`,
    };
  const refusal = result.refusal;
  if (refusal.code === 'LOSS_LIMIT') {
    const room = Math.max(0, refusal.limitCents - refusal.lossCents);
    return {
      status: 403,
      text: `Bet refused: it could take you past your 24-hour loss limit of ${formatMoney(symbol, centsToAmount(refusal.limitCents))} (${formatMoney(symbol, centsToAmount(room))} left).`,
    };
  }
  if (refusal.code === 'SESSION_LIMIT')
    return {
      status: 403,
      text: `Bet refused: you have reached your session time limit of ${refusal.limitMinutes} minutes.`,
    };
  return { status: 403, text: 'Bet refused: your account is in a time-out or self-exclusion.' };
}

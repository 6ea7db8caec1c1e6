import { type LimitKind, MONEY_LIMIT_CENTS, SESSION_LIMIT_MINUTES } from '@mobile/shared-contracts';

export type LimitInput = { kind: 'ok'; value: number | null } | { kind: 'invalid' };

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const MINUTES = /^\d{1,4}$/;

/**
 * What a player typed for a limit: money in the site's units (up to 2 decimals) becomes cents, the
 * session time stays minutes; an empty field removes the limit.
 */
export function parseLimitInput(kind: LimitKind, text: string): LimitInput {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { kind: 'ok', value: null };
  if (kind === 'sessionMinutes') {
    if (!MINUTES.test(trimmed)) return { kind: 'invalid' };
    const minutes = Number(trimmed);
    return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max
      ? { kind: 'ok', value: minutes }
      : { kind: 'invalid' };
  }
  if (!MONEY.test(trimmed)) return { kind: 'invalid' };
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= MONEY_LIMIT_CENTS.min && cents <= MONEY_LIMIT_CENTS.max
    ? { kind: 'ok', value: cents }
    : { kind: 'invalid' };
}

/** The value as the field shows it: cents as money without grouping, minutes as they are. */
export function limitInputText(kind: LimitKind, value: number | null): string {
  if (value === null) return '';
  if (kind === 'sessionMinutes') return String(value);
  return value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2);
}

/** A change the server will hold for 24 hours: a raise or a removal of a limit in force. */
export function waitsForCoolingOff(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

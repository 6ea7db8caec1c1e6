import {
  ERROR_MESSAGE_KEYS,
  type ErrorCode,
  isValidNickname,
  type RegisterSettings,
} from '@mobile/shared-contracts';
import { ApiError } from '../http/api-error';
import { safeRegExp } from './merchant-settings';

/** Catalogue code for a field's message key (e.g. error.accountFormat -> ACCOUNT_FORMAT). */
function codeFor(messageKey: string | null): ErrorCode {
  const entry = Object.entries(ERROR_MESSAGE_KEYS).find(([, key]) => key === messageKey);
  return (entry?.[0] as ErrorCode | undefined) ?? 'BAD_REQUEST';
}

export const fieldError = (code: ErrorCode, field: string) => new ApiError(code, 400, { field });

/** Fields checked elsewhere: the mismatch rule and the flow-specific code checks. */
const CHECKED_ELSEWHERE = new Set(['confirmPassword', 'verificationCode']);

/**
 * SPEC 5: each enabled field against its rule (required, pattern); a non-required empty value passes.
 * Values of disabled fields are dropped; `requiredOverride` forces a mode's own fields on or off. Returns the accepted values; the first failure throws
 * its catalogue code with `value.field`, so the client can focus that field.
 */
export function checkRegisterFields(
  settings: RegisterSettings,
  payload: Record<string, unknown>,
  requiredOverride: Readonly<Record<string, boolean>>,
): Map<string, string> {
  const accepted = new Map<string, string>();
  for (const field of settings.fields) {
    const raw = payload[field.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const required = requiredOverride[field.name] ?? field.required;
    if (!field.enabled && !required) continue;
    if (value === '') {
      if (required) throw fieldError(codeFor(field.messageKey), field.name);
      continue;
    }
    const pattern = field.pattern && !CHECKED_ELSEWHERE.has(field.name) ? safeRegExp(field.pattern) : null;
    if (pattern && !pattern.test(value)) throw fieldError(codeFor(field.messageKey), field.name);
    // The one nickname rule holds whatever pattern the merchant's settings give the field.
    if (field.name === 'nickname' && !isValidNickname(value)) throw fieldError('NAME_FORMAT', field.name);
    accepted.set(field.name, value);
  }
  return accepted;
}

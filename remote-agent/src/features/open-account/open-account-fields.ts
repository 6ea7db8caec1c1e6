import type { RegisterSettings } from '@mobile/shared-contracts';

export type OpenAccountValues = Record<string, string>;
type SettingsField = RegisterSettings['fields'][number];

/** The account's own fields, always drawn and required. */
const OWN_FIELDS = ['username', 'password', 'confirmPassword'] as const;
/** Profile fields the open-account call carries, drawn when the register settings switch them on. */
const PROFILE_FIELDS = new Set(['nickname', 'mobileNum', 'email', 'payeeName', 'birthDate']);

/** The fields of the form in the order drawn (and checked: the first failure is focused). */
export function openAccountFields(settings: RegisterSettings): string[] {
  const profile = settings.fields
    .filter((f) => PROFILE_FIELDS.has(f.name) && (f.enabled || f.required))
    .map((f) => f.name);
  return [...OWN_FIELDS, ...profile];
}

export interface FieldRule {
  required: boolean;
  pattern: RegExp | null;
  /** Message key in `common` for a missing or malformed value. */
  messageKey: string;
}

function compile(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** A field's rule from the register settings; the account's own fields are required whatever they say. */
export function fieldRule(settings: RegisterSettings, name: string): FieldRule {
  const field: SettingsField | undefined = settings.fields.find((f) => f.name === name);
  const own = (OWN_FIELDS as readonly string[]).includes(name);
  return {
    required: own || field?.required === true,
    // The confirmation has one rule: equal to the password.
    pattern: name === 'confirmPassword' ? null : compile(field?.pattern ?? null),
    messageKey: field?.messageKey ?? 'error.badRequest',
  };
}

export interface FieldFailure {
  field: string;
  messageKey: string;
}

/** SPEC 5 on the open-account form: the first field that fails, or null when all pass. */
export function firstInvalidField(
  settings: RegisterSettings,
  values: OpenAccountValues,
): FieldFailure | null {
  for (const name of openAccountFields(settings)) {
    const value = (values[name] ?? '').trim();
    const rule = fieldRule(settings, name);
    if (name === 'confirmPassword') {
      if (value === '' || values.confirmPassword !== values.password)
        return { field: name, messageKey: 'error.passwordMismatch' };
      continue;
    }
    if (value === '') {
      if (rule.required) return { field: name, messageKey: rule.messageKey };
      continue;
    }
    if (rule.pattern && !rule.pattern.test(value)) return { field: name, messageKey: rule.messageKey };
  }
  return null;
}

import { isEmailAddress, isValidNickname, type RegisterSettings } from '@mobile/shared-contracts';

export type RegisterMode = 'username' | 'mobile';
export type RegisterValues = Record<string, string>;
type Field = RegisterSettings['fields'][number];

/** SPEC 4: mobile first only if mobile registration is on and username registration is off. */
export function initialRegisterMode(
  settings: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'>,
): RegisterMode {
  return settings.mobileRegistration && !settings.usernameRegistration ? 'mobile' : 'username';
}

/** The method toggle is shown only when both methods are enabled. */
export const canToggleMode = (
  settings: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'>,
) => settings.usernameRegistration && settings.mobileRegistration;

/** Fields with their own place or rule in the form, not drawn from the generic list. */
const SPECIAL = new Set([
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'affiliateCode',
]);

/** Each mode hides one field and makes its own fields required whatever the settings say. */
const HIDDEN: Record<RegisterMode, string> = { mobile: 'username', username: 'verificationCode' };
const REQUIRED: Record<RegisterMode, ReadonlySet<string>> = {
  mobile: new Set(['mobileNum', 'verificationCode', 'password', 'confirmPassword']),
  username: new Set(['username', 'password', 'confirmPassword']),
};

/** The rule of a field in a mode, or null when the field is not part of the form. */
export function fieldRule(settings: RegisterSettings, name: string, mode: RegisterMode): Field | null {
  if (HIDDEN[mode] === name) return null;
  const field = settings.fields.find((f) => f.name === name);
  const forced = REQUIRED[mode].has(name);
  if (!forced && !field?.enabled) return null;
  return {
    name,
    enabled: true,
    required: forced || field?.required === true,
    pattern: field?.pattern ?? null,
    messageKey: field?.messageKey ?? null,
  };
}

/** Optional profile fields the settings switch on (nickname, e-mail…), in server order. */
export function extraFields(settings: RegisterSettings): string[] {
  return settings.fields.filter((f) => f.enabled && !SPECIAL.has(f.name)).map((f) => f.name);
}

/** The fields of a mode in the order they are drawn (and checked: the first failure is focused). */
export function formFields(
  settings: RegisterSettings,
  mode: RegisterMode,
  invitationShown: boolean,
): string[] {
  const head = mode === 'mobile' ? ['mobileNum', 'verificationCode'] : ['username', 'mobileNum'];
  const ordered = [...head, 'password', 'confirmPassword', ...extraFields(settings)];
  if (invitationShown) ordered.push('affiliateCode');
  return ordered.filter((name) => fieldRule(settings, name, mode) !== null);
}

function patternOf(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

export interface FieldError {
  field: string;
  /** i18n key with its namespace. */
  messageKey: string;
}

const fieldMessage = (field: Field) =>
  field.messageKey ? `common:${field.messageKey}` : 'member:register.required';

/** SPEC 5 registration rules for one field; a non-required empty value passes. */
export function checkField(field: Field, values: RegisterValues): string | null {
  const value = (values[field.name] ?? '').trim();
  if (field.name === 'confirmPassword') {
    if (!value) return 'member:register.confirmRequired';
    return value === (values.password ?? '').trim() ? null : 'common:error.passwordMismatch';
  }
  if (!value) return field.required ? fieldMessage(field) : null;
  if (field.name === 'verificationCode')
    return /^\d{6}$/.test(value) ? null : 'common:error.verificationCode';
  // The one nickname rule, as the profile and the server apply it, whatever the merchant's pattern.
  if (field.name === 'nickname' && !isValidNickname(value)) return 'common:error.nameFormat';
  // SPEC 5's e-mail type check (255 characters or more refused), whatever the merchant's pattern allows.
  if (field.name === 'email' && !isEmailAddress(value)) return 'common:error.emailFormat';
  const pattern = patternOf(field.pattern);
  return pattern && !pattern.test(value) ? fieldMessage(field) : null;
}

/** The first failing field of the form, in drawing order, or null when everything passes. */
export function firstRegisterError(
  settings: RegisterSettings,
  mode: RegisterMode,
  values: RegisterValues,
  options: { invitationShown: boolean; captchaShown: boolean },
): FieldError | null {
  for (const name of formFields(settings, mode, options.invitationShown)) {
    const rule = fieldRule(settings, name, mode);
    const messageKey = rule ? checkField(rule, values) : null;
    if (messageKey) return { field: name, messageKey };
  }
  if (options.captchaShown && !(values.captcha ?? '').trim())
    return { field: 'captcha', messageKey: 'common:error.captchaRequired' };
  return null;
}

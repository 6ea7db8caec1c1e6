import { checkConfirmation, checkNewPassword, checkOldPassword, type MessageKey } from './password-rules';

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordFields, MessageKey>>;

export type ChangePasswordCheck =
  | { kind: 'invalid'; errors: ChangePasswordErrors; firstField: keyof ChangePasswordFields }
  | { kind: 'same-as-old' }
  | { kind: 'ok' };

const ORDER: (keyof ChangePasswordFields)[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** SPEC 4/5 before anything is sent: field rules first, then new must differ from old (a dialog). */
export function checkChangePassword(fields: ChangePasswordFields, rule: RegExp): ChangePasswordCheck {
  const errors: ChangePasswordErrors = {};
  const old = checkOldPassword(fields.oldPassword, true);
  if (old) errors.oldPassword = old;
  const next = checkNewPassword(fields.newPassword, rule);
  if (next) errors.newPassword = next;
  const confirmation = checkConfirmation(fields.newPassword, fields.confirmNewPassword);
  if (confirmation) errors.confirmNewPassword = confirmation;
  const firstField = ORDER.find((field) => errors[field]);
  if (firstField) return { kind: 'invalid', errors, firstField };
  if (fields.newPassword === fields.oldPassword) return { kind: 'same-as-old' };
  return { kind: 'ok' };
}

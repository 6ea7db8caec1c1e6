import { isEmailAddress, type RequestOf } from '@mobile/shared-contracts';

/** The contacts changed in two steps: login password and new address → code → confirmed. */
export type ChangeContact = 'email' | 'mobile';

export interface ContactChangeFields {
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  loginPassword: string;
  code: string;
}

export type ContactChangeField = keyof ContactChangeFields;
/** Message keys (member namespace) by field. */
export type ContactChangeErrors = Partial<Record<ContactChangeField, string>>;

export const emptyContactChange = (countryDialingCode: string): ContactChangeFields => ({
  email: '',
  countryDialingCode,
  mobileNum: '',
  loginPassword: '',
  code: '',
});

const MOBILE = /^\d{5,15}$/;
const CODE = /^\d{6}$/;

/** Step one: a well-formed new address and the login password. */
export function checkAddressStep(kind: ChangeContact, fields: ContactChangeFields): ContactChangeErrors {
  const errors: ContactChangeErrors = {};
  if (kind === 'email') {
    const email = fields.email.trim();
    if (!isEmailAddress(email) || email.length > 120) errors.email = 'security.emailRule';
  } else if (!MOBILE.test(fields.mobileNum.trim())) errors.mobileNum = 'security.mobileRule';
  if (fields.loginPassword === '') errors.loginPassword = 'security.loginPasswordRequired';
  return errors;
}

/** Step two: the six-digit code sent to the new address. */
export function checkCodeStep(fields: ContactChangeFields): ContactChangeErrors {
  return CODE.test(fields.code.trim()) ? {} : { code: 'security.codeRule' };
}

export function emailCodePayload(fields: ContactChangeFields): RequestOf<'emailChangeCode'> {
  return { email: fields.email.trim(), loginPassword: fields.loginPassword };
}

export function mobileCodePayload(fields: ContactChangeFields): RequestOf<'mobileChangeCode'> {
  return {
    countryDialingCode: fields.countryDialingCode,
    mobileNum: fields.mobileNum.trim(),
    loginPassword: fields.loginPassword,
  };
}

export function confirmEmailPayload(fields: ContactChangeFields): RequestOf<'setEmail'> {
  return { email: fields.email.trim(), code: fields.code.trim() };
}

export function confirmMobilePayload(fields: ContactChangeFields): RequestOf<'setMobile'> {
  return {
    countryDialingCode: fields.countryDialingCode,
    mobileNum: fields.mobileNum.trim(),
    code: fields.code.trim(),
  };
}

/** Where the code went, as the player typed it. */
export const newAddressOf = (kind: ChangeContact, fields: ContactChangeFields) =>
  kind === 'email' ? fields.email.trim() : `+${fields.countryDialingCode} ${fields.mobileNum.trim()}`;

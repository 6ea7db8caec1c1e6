/**
 * The e-mail type check of SPEC 5's generic rules, one for every form that takes an address (register,
 * reset, security centre) and as long as the server's schemas allow (`text(254)`): a local part, an `@`,
 * a domain with a dot, no spaces; a value of 255 characters or more is refused.
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^@\s]{1,64}@[^@\s]{1,190}\.[^@\s]{2,63}$/u;

/** Whether `value` (as sent: the caller trims) is an e-mail address by the spec's type check. */
export const isEmailAddress = (value: string): boolean =>
  [...value].length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);

import {
  checkConfirmation,
  checkNewPassword,
  checkOldPassword,
  DEFAULT_PASSWORD_PATTERN,
  passwordPatternOf,
} from './password-rules';

describe('password rules (SPEC 5)', () => {
  const rule = passwordPatternOf(DEFAULT_PASSWORD_PATTERN);

  it.each([
    ['', true, 'password.oldRequired'],
    ['', false, null],
    ['abc', true, 'password.oldFormat'],
    ['has space1', true, 'password.oldFormat'],
    ['Demo1234', true, null],
    ['oldpass', true, null],
  ])('old password %p (required %p) -> %p', (value, required, expected) => {
    expect(checkOldPassword(value, required)).toBe(expected);
  });

  it.each([
    ['', 'password.newRequired'],
    ['short1', 'password.newFormat'],
    ['lettersonly', 'password.newFormat'],
    ['12345678', 'password.newFormat'],
    ['Better123', null],
    ['x1'.repeat(11), 'password.newFormat'],
  ])('new password %p -> %p', (value, expected) => {
    expect(checkNewPassword(value, rule)).toBe(expected);
  });

  it('uses the merchant pattern, and the default when the pattern is missing or broken', () => {
    expect(checkNewPassword('123456', passwordPatternOf('^\\d{6}$'))).toBeNull();
    expect(passwordPatternOf(null).source).toBe(rule.source);
    expect(passwordPatternOf('([').source).toBe(rule.source);
  });

  it.each([
    ['Better123', '', 'password.confirmRequired'],
    ['Better123', 'Better124', 'password.mismatch'],
    ['Better123', 'Better123', null],
  ])('confirmation of %p with %p -> %p', (password, confirmation, expected) => {
    expect(checkConfirmation(password, confirmation)).toBe(expected);
  });
});

import { checkChangePassword } from './change-password-form';
import { DEFAULT_PASSWORD_PATTERN, passwordPatternOf } from './password-rules';

const rule = passwordPatternOf(DEFAULT_PASSWORD_PATTERN);

describe('checkChangePassword', () => {
  it('reports every failing field and the first one to focus', () => {
    expect(
      checkChangePassword({ oldPassword: '', newPassword: 'abc', confirmNewPassword: '' }, rule),
    ).toEqual({
      kind: 'invalid',
      firstField: 'oldPassword',
      errors: {
        oldPassword: 'password.oldRequired',
        newPassword: 'password.newFormat',
        confirmNewPassword: 'password.confirmRequired',
      },
    });
  });

  it('focuses the confirmation when only it fails', () => {
    const check = checkChangePassword(
      { oldPassword: 'Demo1234', newPassword: 'Better123', confirmNewPassword: 'Better12' },
      rule,
    );
    expect(check).toMatchObject({ kind: 'invalid', firstField: 'confirmNewPassword' });
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      checkChangePassword(
        { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
        rule,
      ),
    ).toEqual({ kind: 'same-as-old' });
  });

  it('passes a valid change', () => {
    expect(
      checkChangePassword(
        { oldPassword: 'Demo1234', newPassword: 'Better123', confirmNewPassword: 'Better123' },
        rule,
      ),
    ).toEqual({ kind: 'ok' });
  });
});

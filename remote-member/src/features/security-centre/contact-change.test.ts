import {
  checkAddressStep,
  checkCodeStep,
  confirmEmailPayload,
  confirmMobilePayload,
  emailCodePayload,
  emptyContactChange,
  mobileCodePayload,
  newAddressOf,
} from './contact-change';

const blank = emptyContactChange('63');

describe('contact change form rules', () => {
  it('needs a well-formed new e-mail and the login password', () => {
    expect(checkAddressStep('email', blank)).toEqual({
      email: 'security.emailRule',
      loginPassword: 'security.loginPasswordRequired',
    });
    expect(checkAddressStep('email', { ...blank, email: ' ana@example.com ', loginPassword: 'x' })).toEqual(
      {},
    );
  });

  it('needs 5 to 15 digits for a new mobile number', () => {
    expect(checkAddressStep('mobile', { ...blank, mobileNum: '12a45', loginPassword: 'x' })).toEqual({
      mobileNum: 'security.mobileRule',
    });
    expect(checkAddressStep('mobile', { ...blank, mobileNum: '9171234599', loginPassword: 'x' })).toEqual({});
  });

  it('needs a six-digit code', () => {
    expect(checkCodeStep({ ...blank, code: '12345' })).toEqual({ code: 'security.codeRule' });
    expect(checkCodeStep({ ...blank, code: ' 123456 ' })).toEqual({});
  });

  it('builds the payloads of both steps, trimmed', () => {
    const fields = {
      ...blank,
      email: ' a@b.co ',
      mobileNum: ' 9171234599 ',
      loginPassword: ' pw ',
      code: '123456 ',
    };
    expect(emailCodePayload(fields)).toEqual({ email: 'a@b.co', loginPassword: ' pw ' });
    expect(confirmEmailPayload(fields)).toEqual({ email: 'a@b.co', code: '123456' });
    expect(mobileCodePayload(fields)).toEqual({
      countryDialingCode: '63',
      mobileNum: '9171234599',
      loginPassword: ' pw ',
    });
    expect(confirmMobilePayload(fields)).toEqual({
      countryDialingCode: '63',
      mobileNum: '9171234599',
      code: '123456',
    });
    expect(newAddressOf('mobile', fields)).toBe('+63 9171234599');
  });
});

import { socialProviders } from './social-login';

const on = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };

describe('socialProviders', () => {
  it('lists the switched-on providers on the username method when the provider is ready', () => {
    expect(socialProviders(on, 'username', true)).toEqual(['facebook', 'google']);
    expect(socialProviders({ GOOGLELOGIN3: true }, 'username', true)).toEqual(['google']);
  });
  it('shows none on the SMS method, without the provider, or with the switches off', () => {
    expect(socialProviders(on, 'sms', true)).toEqual([]);
    expect(socialProviders(on, 'username', false)).toEqual([]);
    expect(socialProviders({}, 'username', true)).toEqual([]);
  });
});

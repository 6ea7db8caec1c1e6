import { socialProviders } from './social-login';

const on = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
const both = ['google', 'facebook'] as const;

describe('socialProviders', () => {
  it('lists the switched-on providers on the username method when the merchant configured them', () => {
    expect(socialProviders(on, 'username', both)).toEqual(['facebook', 'google']);
    expect(socialProviders({ GOOGLELOGIN3: true }, 'username', both)).toEqual(['google']);
    expect(socialProviders(on, 'username', ['google'])).toEqual(['google']);
  });
  it('shows none on the SMS method, without a configured provider, or with the switches off', () => {
    expect(socialProviders(on, 'sms', both)).toEqual([]);
    expect(socialProviders(on, 'username', [])).toEqual([]);
    expect(socialProviders({}, 'username', both)).toEqual([]);
  });
});

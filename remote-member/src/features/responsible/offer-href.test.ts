import { returnPathFrom } from '@mobile/shared-contracts';
import { responsibleOfferHref } from './offer-href';

describe('responsibleOfferHref', () => {
  it('offers limits and carries the page the player was going to', () => {
    expect(responsibleOfferHref('/m/home')).toBe('/m/responsible?offer=1');
    const href = responsibleOfferHref('/m/gameList?gameType=RNG');
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/m/gameList?gameType=RNG');
  });
});

import { canDeposit, chatHidden, hasClub, isAgent, isFreePlay, memberTypeOf } from './session';

describe('member type rules', () => {
  it('defaults an unknown type to 4 (free play)', () => {
    expect(memberTypeOf(null)).toBe(4);
    expect(isFreePlay(memberTypeOf(undefined))).toBe(true);
    expect(memberTypeOf({ type: 1 })).toBe(1);
  });
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, false],
  ])('canDeposit(%p) is %p', (type, allowed) => {
    expect(canDeposit(type)).toBe(allowed);
  });
  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [41, true],
    [42, true],
  ])('isAgent(%p) is %p', (type, agent) => {
    expect(isAgent(type)).toBe(agent);
  });
  it('reads the club and nochat labels', () => {
    expect(hasClub({ clubLabel: { labelName: 'Gold', type: 'AUTO' } })).toBe(true);
    expect(hasClub({ clubLabel: null })).toBe(false);
    expect(chatHidden({ memberLabel: [{ labelName: 'nochat' }] })).toBe(true);
    expect(chatHidden({ memberLabel: [] })).toBe(false);
  });
});

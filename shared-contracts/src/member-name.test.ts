import { clubLabelName, memberAvatarSrc, memberDisplayName, memberInitial } from './member-name';

describe('memberDisplayName', () => {
  it('prefers the nickname', () => {
    expect(memberDisplayName({ nickname: 'Lucky', account: 'player01' })).toBe('Lucky');
  });
  it('uses the account when there is no nickname', () => {
    expect(memberDisplayName({ nickname: null, account: 'player01' })).toBe('player01');
    expect(memberDisplayName({ nickname: '  ', account: 'player01' })).toBe('player01');
  });
  it('falls back while member info is not loaded', () => {
    expect(memberDisplayName(null, 'player01')).toBe('player01');
  });
});

describe('memberInitial', () => {
  it("is the name's first letter, upper-cased, or nothing for no name", () => {
    expect(memberInitial('lucky')).toBe('L');
    expect(memberInitial('')).toBe('');
  });
});

describe('clubLabelName', () => {
  const label = (type: string) => ({ clubLabel: { type, labelName: 'Gold Club' } });
  it('shows the label of a club the server assigned', () => {
    expect(clubLabelName(label('AUTO'))).toBe('Gold Club');
  });
  it('shows nothing for another kind of label, no label, or no member', () => {
    expect(clubLabelName(label('MANUAL'))).toBeNull();
    expect(clubLabelName({ clubLabel: null })).toBeNull();
    expect(clubLabelName(null)).toBeNull();
  });
});

describe('memberAvatarSrc', () => {
  it("is the picture of the member's chosen site avatar", () => {
    expect(memberAvatarSrc({ avatar: 3 })).toBe('/wps/static/avatars/3.svg');
  });
  it('is null with no avatar chosen, an avatar the site does not draw, or no member', () => {
    expect(memberAvatarSrc({})).toBeNull();
    expect(memberAvatarSrc({ avatar: 99 })).toBeNull();
    expect(memberAvatarSrc(null)).toBeNull();
  });
});

import { prizeModeOf } from './prize-mode';

describe('prizeModeOf', () => {
  it('is electronic when TCG_LOTTO_VN maps to ELOTT', () => {
    expect(prizeModeOf({ TCG_LOTTO_VN: 'ELOTT', LOTT: 'LOTT' })).toBe('ELOTT');
  });

  it('is electronic when LOTT maps to ELOTT', () => {
    expect(prizeModeOf({ LOTT: 'ELOTT' })).toBe('ELOTT');
  });

  it('is normal when neither holds ELOTT, even if another vendor does', () => {
    expect(prizeModeOf({ TCG_LOTTO_VN: 'ZY', LOTT: 'LOTT', ELOTT: 'ELOTT' })).toBe('LOTT');
  });

  it('is normal for an empty mapping', () => {
    expect(prizeModeOf({})).toBe('LOTT');
  });
});

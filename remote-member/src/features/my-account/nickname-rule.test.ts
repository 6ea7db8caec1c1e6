import { checkNickname } from './nickname-rule';

describe('checkNickname', () => {
  it.each([
    ['', 'account.nicknameRequired'],
    ['   ', 'account.nicknameRequired'],
    ['A', 'account.nicknameFormat'],
    ['<b>x</b>', 'account.nicknameFormat'],
    ['N'.repeat(21), 'account.nicknameFormat'],
    ['Lucky Juan', null],
    ['  Maria 2 ', null],
    ['ส้มตำ', null],
    ['李小龙', null],
    ['j.d_2-x', null],
  ])('%p -> %p', (value, expected) => {
    expect(checkNickname(value)).toBe(expected);
  });
});

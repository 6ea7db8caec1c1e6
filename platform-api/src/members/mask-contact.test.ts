import { maskEmail, maskMobile } from './mask-contact';

describe('contact masks', () => {
  it.each([
    ['+639171234567', '+639*****4567'],
    ['+6312345', '+63***45'],
    [null, null],
  ])('masks mobile %p', (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });

  it('never returns the whole number of a longer mobile', () => {
    expect(maskMobile('+12345678901234')).not.toContain('5678901');
  });

  it.each([
    ['player0@example.com', 'p*****0@example.com'],
    ['ab@x.io', 'a*@x.io'],
    ['a@x.io', 'a*@x.io'],
    ['broken', null],
    [null, null],
  ])('masks e-mail %p', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});

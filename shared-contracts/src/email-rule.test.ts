import { EMAIL_MAX_LENGTH, isEmailAddress } from './email-rule';

/** An address of exactly `length` characters (up to 255) that the shape alone would take. */
const addressOf = (length: number) => `${'a'.repeat(60)}@${'d'.repeat(length - 65)}.com`;

describe('the e-mail type check (SPEC 5: rejects length 255 or more)', () => {
  it('takes 254 characters and refuses 255', () => {
    expect(addressOf(254)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(addressOf(254))).toBe(true);
    expect(isEmailAddress(addressOf(255))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    const wide = `${'😀'.repeat(60)}@example.com`; // 72 characters, 132 UTF-16 units
    expect(isEmailAddress(wide)).toBe(true);
  });

  it('wants a local part, one @, a dotted domain and no spaces', () => {
    expect(isEmailAddress('player@example.com')).toBe(true);
    for (const bad of [
      'player.example.com',
      'a@b@example.com',
      '@example.com',
      'player@example',
      'pl ayer@example.com',
    ])
      expect(isEmailAddress(bad)).toBe(false);
  });
});

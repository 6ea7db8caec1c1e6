import { FIELD_DETAIL_MAX, scrubFieldText } from './field-beacon';

describe('scrubFieldText', () => {
  it('keeps a URL without its query or fragment', () => {
    expect(scrubFieldText('failed https://m.example/m/deposit?token=abc&x=1#top here')).toBe(
      'failed https://m.example/m/deposit here',
    );
    expect(scrubFieldText('at /m/withdraw?amount=500')).toBe('at /m/withdraw');
  });

  it('replaces e-mail addresses, digit runs and token-like words', () => {
    expect(scrubFieldText('user jane.doe@mail.example order 1234567 code 123')).toBe(
      'user <email> order <n> code 123',
    );
    expect(scrubFieldText(`token ${'a1B2'.repeat(8)} ok`)).toBe('token <id> ok');
  });

  it('drops control characters and cuts the text', () => {
    expect(scrubFieldText('a\u0000b\nc\u001b[31m')).toBe('a b c [31m');
    expect(scrubFieldText('word '.repeat(100))).toHaveLength(FIELD_DETAIL_MAX);
  });
});

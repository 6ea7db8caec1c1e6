import { escapeForTerminal } from './terminal-safe';

describe('escapeForTerminal', () => {
  it('writes C0, DEL, C1 and bidi controls as visible escapes', () => {
    expect(escapeForTerminal('a\u001b[2Jb')).toBe('a\\u001b[2Jb');
    expect(escapeForTerminal('x\ry\u0007\u0008')).toBe('x\\u000dy\\u0007\\u0008');
    expect(escapeForTerminal('\u007f\u0085\u009b31m')).toBe('\\u007f\\u0085\\u009b31m');
    expect(escapeForTerminal('pay\u202egnp.exe')).toBe('pay\\u202egnp.exe');
    expect(escapeForTerminal('\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d')).toBe(
      '\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c\\u202a\\u202b\\u202c\\u202d',
    );
  });

  it('keeps line feeds, tabs and every printable script as they are', () => {
    const text = 'line one\n\tTiếng Việt 中文 ภาษาไทย 日本語 العربية ₱1,000 😀';
    expect(escapeForTerminal(text)).toBe(text);
  });

  it('leaves JSON parseable to the same text', () => {
    const value = { content: 'a\u0085b\u202ec\u001bd' };
    const escaped = escapeForTerminal(JSON.stringify(value));
    expect(escaped).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});

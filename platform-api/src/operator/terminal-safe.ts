/**
 * Operator output shows player text (feedback, nicknames, chat): a raw control character there can move
 * the cursor, rewrite earlier lines or run terminal escape sequences, and a bidi override can make a line
 * read differently from what it holds. Every such character is written as a visible `\uXXXX` escape,
 * which inside JSON strings is also the same JSON, so the output still parses to the original text.
 * Kept as they are: line feed and tab, the layout of the output itself.
 */
function isUnsafe(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x0a && code !== 0x09) || // C0 controls (ESC, CR, BEL, backspace…)
    (code >= 0x7f && code <= 0x9f) || // DEL and the C1 controls (CSI U+009B, NEL U+0085…)
    code === 0x061c || // Arabic letter mark
    code === 0x200e || // left-to-right mark
    code === 0x200f || // right-to-left mark
    (code >= 0x202a && code <= 0x202e) || // embeddings and overrides (LRE RLE PDF LRO RLO)
    (code >= 0x2066 && code <= 0x2069) // isolates (LRI RLI FSI PDI)
  );
}

export function escapeForTerminal(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += isUnsafe(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}

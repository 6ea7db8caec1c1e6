type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Jest checks for one namespace: every language has exactly EN's keys, no empty text, the same
 * {{placeholders}}, and no text left in English (except keys listed as names or codes).
 */
export function describeCatalogues(
  namespace: string,
  catalogues: Record<string, unknown>,
  sameAsEnglish: readonly string[] = [],
): void {
  const english = flatten(catalogues.EN as Tree);
  describe(`${namespace} catalogues`, () => {
    for (const [language, tree] of Object.entries(catalogues)) {
      if (language === 'EN') continue;
      it(`${language} is complete and translated`, () => {
        const texts = flatten(tree as Tree);
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) {
          const source = english.get(key) ?? '';
          expect(text.trim()).not.toBe('');
          expect(placeholders(text)).toEqual(placeholders(source));
          if (!sameAsEnglish.includes(key)) expect({ key, text }).not.toEqual({ key, text: source });
        }
      });
    }
  });
}

/**
 * @jest-environment node
 */
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TY from './locales/TY.json';
import VI from './locales/VI.json';

/** The shell's `common` namespace: EN is the reference, every other catalogue must translate it fully. */
const TRANSLATIONS = { TY, CN, JA, TH, VI } as const;

/** Keys whose value is a name or code, so every language may show the English text unchanged. */
const SAME_AS_EN_ALLOWED: Readonly<Record<string, string>> = {
  'drawer.vip': 'VIP is the name of the loyalty programme',
  'service.line': 'LINE is the brand name of the messaging app',
  'service.whatsapp': 'WhatsApp is the brand name of the messaging app',
  'download.android': 'Android is the brand name of the platform',
  'download.ios': 'iOS is the brand name of the platform',
};

/** Flattens nested objects to dot paths; leaves keep their raw value so non-strings are caught. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const en = flatten(EN);
const enStrings = new Map([...en].map(([key, value]) => [key, String(value)]));

describe('shell common catalogue', () => {
  it('EN has only non-empty string values', () => {
    const bad = [...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('allow-listed keys exist in EN', () => {
    const missing = Object.keys(SAME_AS_EN_ALLOWED).filter((key) => !en.has(key));
    expect(missing).toEqual([]);
  });

  describe.each(Object.entries(TRANSLATIONS))('%s', (_language, catalogue) => {
    const translated = flatten(catalogue);

    it('has exactly the EN key set', () => {
      expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has only non-empty string values', () => {
      const bad = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad).toEqual([]);
    });

    it('keeps every {{placeholder}} of the EN value and adds none', () => {
      const mismatched = [...enStrings]
        .filter(([key]) => typeof translated.get(key) === 'string')
        .filter(([key, enValue]) => {
          const expected = placeholders(enValue);
          const actual = placeholders(translated.get(key) as string);
          return expected.length !== actual.length || expected.some((name, i) => name !== actual[i]);
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('translates every value except allow-listed names and codes', () => {
      const untranslated = [...enStrings]
        .filter(([key, enValue]) => translated.get(key) === enValue && !(key in SAME_AS_EN_ALLOWED))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});

/**
 * @jest-environment node
 */
import { ERROR_MESSAGE_KEYS } from '@mobile/shared-contracts';
import API_CN from './api-messages/CN.json';
import API_EN from './api-messages/EN.json';
import API_JA from './api-messages/JA.json';
import API_TH from './api-messages/TH.json';
import API_TY from './api-messages/TY.json';
import API_VI from './api-messages/VI.json';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TY from './locales/TY.json';
import VI from './locales/VI.json';

/**
 * The shell's `common` namespace, in two parts: the start's catalogue and the API's error messages that
 * load when a call first fails. EN is the reference of each; every other language translates it fully.
 */
const PARTS = {
  start: { EN, translations: { TY, CN, JA, TH, VI } },
  'API messages': {
    EN: API_EN,
    translations: { TY: API_TY, CN: API_CN, JA: API_JA, TH: API_TH, VI: API_VI },
  },
} as const;

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

describe.each(Object.entries(PARTS))(
  'shell common catalogue, %s',
  (_part, { EN: reference, translations }) => {
    const en = flatten(reference);
    const enStrings = new Map([...en].map(([key, value]) => [key, String(value)]));

    it('EN has only non-empty string values', () => {
      const bad = [...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad).toEqual([]);
    });

    describe.each(Object.entries(translations))('%s', (_language, catalogue) => {
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
  },
);

describe('shell common catalogue, both parts', () => {
  const start = flatten(EN);
  const api = flatten(API_EN);

  it('allow-listed keys exist in EN', () => {
    const missing = Object.keys(SAME_AS_EN_ALLOWED).filter((key) => !start.has(key) && !api.has(key));
    expect(missing).toEqual([]);
  });

  it('holds each key in one part only', () => {
    expect([...api.keys()].filter((key) => start.has(key))).toEqual([]);
  });

  it('has a message for every error code of the contracts', () => {
    // OK is success: never shown as a message.
    const missing = Object.entries(ERROR_MESSAGE_KEYS)
      .filter(([code, key]) => code !== 'OK' && !start.has(key) && !api.has(key))
      .map(([, key]) => key);
    expect(missing).toEqual([]);
  });
});

import fc from 'fast-check';

/** Keys that try prototype pollution and their friends. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
];
const EDGE_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  'null',
  'true',
  '[]',
  '{}',
];

/** Values of every wrong shape: other types, edges, huge and exotic strings, nested hostile objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, ...EDGE_NUMBERS, ...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(
    '\u0000',
    '\u202e\u0041',
    '\ud800',
    'a\u0301'.repeat(20),
    '😀'.repeat(500),
    '<script>alert(1)</script>',
  ),
  fc.constantFrom(...HOSTILE_KEYS).map((key) => JSON.parse(`{"${key}":{"polluted":true}}`) as unknown),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

export type Mutation =
  | { kind: 'wrong-type'; key: number; value: unknown }
  | { kind: 'missing'; key: number }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'not-an-object'; value: unknown }
  | { kind: 'none' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('wrong-type' as const), key: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('missing' as const), key: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      name: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('not-an-object' as const), value: hostileValue }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/**
 * Applies a mutation to a generated payload. Keys are set with defineProperty so `__proto__` becomes an
 * own key that JSON.stringify sends, as an attacker's raw JSON would.
 */
export function mutate(payload: unknown, m: Mutation): unknown {
  if (m.kind === 'none') return payload;
  if (m.kind === 'not-an-object') return m.value;
  const copy: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (m.kind === 'missing') {
    if (keys.length > 0) delete copy[keys[m.key % keys.length] as string];
    return copy;
  }
  const name = m.kind === 'extra' ? m.name : keys.length > 0 ? (keys[m.key % keys.length] as string) : 'x';
  Object.defineProperty(copy, name, { value: m.value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * The inputs the world sends that a schema's author does not picture: wrong types, strings too
 * long or holding NUL bytes and unicode edge cases, values nested past any sane depth, and the
 * object-level damage (a required field gone, one nobody asked for). Each is what breaks parsers,
 * database drivers and recursive validators, which is where a 500 hides.
 */
import fc from 'fast-check';

/** Text that is valid JSON but trouble further in: NUL (Postgres text refuses it), lone surrogates (not UTF-8), RTL and zero-width marks, emoji sequences, combining marks. */
const AWKWARD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '𝕳𝖊𝖑𝖑𝖔',
  '\r\n\t\u0007\u001B[31m',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  "$`$&$'",
  '<script>alert(1)</script>',
  '%00%ZZ',
  ' ',
  '',
];

export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...AWKWARD_TEXT),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** Long strings: past every field's limit, and (the largest) past the body limits. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 1_200_000), fc.constantFrom('x', 'é', '\u0000', '😀'))
  .map(([length, unit]) => unit.repeat(length));

/**
 * JSON text to put in place of a value as it is: deep nesting is written as text, since building
 * it as a value would overflow this process's own stack in JSON.stringify before the server's.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Arrays or objects nested far deeper than any input of ours (recursive validators overflow). */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(64, 2_000, 50_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** JSON text of a value that may hold RawJson pieces. */
export function toJsonText(value: unknown): string {
  const pieces: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof RawJson ? `\u0000raw${pieces.push(inner.text) - 1}\u0000` : inner,
  );
  if (text === undefined) return 'null';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => pieces[Number(index)]!);
}

/** A value of some other type than the schema asks for (or the right type gone wrong). */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    '0',
    'true',
    [],
    {},
    [null],
    { $gt: '' },
  ),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** Any one of the hostile values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: awkwardText, weight: 3 },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);

/** Keys that mean something to JavaScript objects or to us rather than to the schema. */
export const strangeKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'user_id',
    'userId',
    'isSuperuser',
    'credits',
    'plan',
    '',
  ),
  fc.string({ maxLength: 12 }),
  awkwardText,
);

export type ObjectDamage =
  | { kind: 'drop'; key: string }
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'add'; key: string; value: unknown };

/**
 * One change to an object of `keys`: a field dropped, a field's value replaced by a hostile one,
 * or an extra field added. Keys are chosen by index so shrinking stays within the object.
 */
export function objectDamage(keys: readonly string[]): fc.Arbitrary<ObjectDamage> {
  const extra = fc.record({ kind: fc.constant('add' as const), key: strangeKey, value: hostileValue });
  if (keys.length === 0) return extra;
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key }),
    { arbitrary: fc.record({ kind: fc.constant('replace' as const), key, value: hostileValue }), weight: 3 },
    extra,
  );
}

export function applyDamage(value: Record<string, unknown>, damage: ObjectDamage): Record<string, unknown> {
  const copy = { ...value };
  if (damage.kind === 'drop') delete copy[damage.key];
  // defineProperty, so that `__proto__` becomes an own key (as JSON.parse makes it) instead of a prototype.
  else
    Object.defineProperty(copy, damage.key, {
      value: damage.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

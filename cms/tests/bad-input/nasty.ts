import fc from 'fast-check';

/**
 * The fixed nasty values of the bad-input pass, and fast-check arbitraries
 * that mix them with generated ones.
 */

export const SQL_INJECTION = [`' OR 1=1 --`, `'; DROP TABLE articles; --`, `" OR ""="`, '1; SELECT pg_sleep(5)'];

/** Up and out of a folder, as typed and escaped, and the NUL byte that cuts a name short (`%00` as typed, and decoded inside a path). */
export const PATH_TRAVERSAL = ['../../etc/passwd', '..%2f..%2f', '%00', '/etc/passwd\u0000.png'];

/** Keys that would reach Object.prototype through a naive merge or a naive query parser. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
/** The property a successful pollution would add: `({}).polluted`. */
export const POLLUTED = 'polluted';

/** Values of another type than `valid`'s: numbers, lists, objects, null and booleans for text, text for the rest. */
export function wrongTypesFor(valid: unknown): unknown[] {
  if (typeof valid === 'string') return [42, true, null, [valid], { $ne: null }];
  if (typeof valid === 'number') return [String(valid), true, null, [valid], {}];
  if (typeof valid === 'boolean') return [String(valid), 1, null, [valid], {}];
  if (Array.isArray(valid)) return ['x', 1, null, {}, [null], [{}]];
  return ['x', 1, true, null, []];
}

/**
 * Text past most fields' limits and past a varchar(255) column, shaped as a
 * path so the path fields take it too: refused or stored, never a database error.
 */
export const OVERLONG = `/${'x'.repeat(299)}`;

/**
 * An object with `key` as an own property, even `__proto__`: an object
 * literal or an assignment would set the prototype instead, and
 * JSON.stringify would then leave the key out.
 */
export function withOwn<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** JSON bodies that pollute Object.prototype when merged or assigned without care. */
export const pollutionPayloads = (): Record<string, unknown>[] => [
  withOwn({}, '__proto__', { [POLLUTED]: 'body' }),
  { constructor: { prototype: { [POLLUTED]: 'body' } } },
  { prototype: { [POLLUTED]: 'body' } },
  { nested: withOwn({}, '__proto__', { [POLLUTED]: 'nested' }) },
];

/** The same in a query string or a form body, as qs would read it. */
export const POLLUTION_PAIRS: [string, string][] = [
  ['__proto__[polluted]', 'query'],
  ['constructor[prototype][polluted]', 'query'],
  ['prototype[polluted]', 'query'],
  ['__proto__.polluted', 'query'],
  ['a[__proto__][polluted]', 'query'],
  ['a[constructor][prototype][polluted]', 'query'],
];

/** Bytes that are not UTF-8: a lone continuation byte, a truncated sequence, an overlong NUL, bytes never used. */
export const INVALID_UTF8 = Buffer.from([0x80, 0xc3, 0x28, 0xc0, 0x80, 0xff, 0xfe]);

/** Text a field might be given: the fixed nasty values, or generated text of any code points. */
export const nastyText = fc.oneof(
  fc.constantFrom(...SQL_INJECTION, ...PATH_TRAVERSAL, OVERLONG),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

/** Keys of extra fields: the pollution keys, field-looking names, anything. */
export const extraKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS, 'id', 'documentId', 'createdAt', 'publishedAt', 'role', 'isAdmin', '$where'),
  fc.string({ maxLength: 12 }),
);

/** Keys in Strapi's query language (`sort[...]`, `filters[...]`, ...) with a generated part. */
export const queryLanguageKey = fc
  .tuple(
    fc.constantFrom('sort', 'filters', 'populate', 'fields', 'pagination', 'status', 'locale'),
    fc.oneof(fc.constantFrom(...POLLUTION_KEYS, '$where', '$eq', '', '0'), fc.string({ maxLength: 10 })),
  )
  .map(([root, part]) => `${root}[${encodeURIComponent(part)}]`);

/** Any JSON value, small. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

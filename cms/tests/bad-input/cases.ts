import { copy, dotted, dropAt, pathsOf, setAt, valueAt, type Path } from './body-paths';
import {
  INVALID_UTF8,
  OVERLONG,
  PATH_TRAVERSAL,
  POLLUTED,
  POLLUTION_PAIRS,
  SQL_INJECTION,
  pollutionPayloads,
  withOwn,
  wrongTypesFor,
} from './nasty';

/**
 * The fixed bad-input cases of one route: every field, query parameter and
 * path parameter of its valid request, changed one at a time.
 */
export const CATEGORIES = [
  'wrong types',
  'missing fields',
  'extra fields',
  'over 1 MB',
  'invalid UTF-8',
  'prototype pollution',
  'SQL injection',
  'path traversal',
  'fast-check combinations',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A valid request of a route, before encoding. */
export type Valid = { params: Record<string, string>; query: Record<string, string>; body?: unknown };

type JsonBody = { json: unknown };
type RawBody = { raw: Buffer; type: string };
/** A request as it goes on the wire: params and query values already percent-encoded (or deliberately not). */
export type Wire = { params: Record<string, string>; query: [string, string][]; body?: JsonBody | RawBody };

export type Case = {
  category: Category;
  /** What was changed, for a failure's message. */
  label: string;
  mutate: (valid: Valid) => Wire;
  /** The one status this input must get, when there is one (413 over the limit, 400 for bytes that are not JSON). */
  expect?: number;
  /** `expect` is the JSON parser's answer: a route that reads no JSON (`notJson`) answers by its policies or 415. */
  parsesJson?: true;
  /** Text a 2xx must have stored as sent: a body path (dotted) or `?param`, and the value. */
  storedAs?: [string, string];
};

/** Body parsing happens for these methods only (config/middlewares.ts, strapi::body). */
export const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const BODY_LIMIT = 1024 * 1024;

/** The valid request on the wire, each value percent-encoded. */
export function wireOf(valid: Valid): Wire {
  return {
    params: Object.fromEntries(Object.entries(valid.params).map(([key, value]) => [key, encodeURIComponent(value)])),
    query: Object.entries(valid.query).map(([key, value]) => [key, encodeURIComponent(value)]),
    body: valid.body === undefined ? undefined : { json: valid.body },
  };
}

/** One change to the valid request: its body (a copy), its query or its path parameters. */
const change =
  (edit: (wire: Wire, body: unknown) => void) =>
  (valid: Valid): Wire => {
    const wire = wireOf({ ...valid, body: copy(valid.body) });
    edit(wire, (wire.body as JsonBody | undefined)?.json);
    return wire;
  };
const withBody = (body: JsonBody | RawBody | undefined) =>
  change((wire) => {
    wire.body = body;
  });
const setQuery = (key: string, value: string) =>
  change((wire) => {
    wire.query = wire.query.filter(([name]) => name !== key).concat([[key, value]]);
  });
const addQuery = (pairs: [string, string][]) =>
  change((wire) => {
    wire.query.push(...pairs);
  });
const setParam = (key: string, value: string) =>
  change((wire) => {
    wire.params[key] = value;
  });

/** The valid body's JSON with `marker` replaced by raw bytes. */
function bytesInBody(valid: Valid, path: Path): Buffer {
  const marker = 'INVALID-UTF8-HERE';
  const body = copy(valid.body);
  setAt(body, path, marker);
  const [before, after] = JSON.stringify(body).split(marker);
  return Buffer.concat([Buffer.from(before), INVALID_UTF8, Buffer.from(after)]);
}

/** The valid body padded with one field to one byte over the limit. */
function overLimit(valid: Valid): Buffer {
  const base = valid.body !== null && typeof valid.body === 'object' && !Array.isArray(valid.body) ? copy(valid.body) : {};
  const empty = Buffer.byteLength(JSON.stringify({ ...(base as object), padding: '' }));
  return Buffer.from(JSON.stringify({ ...(base as object), padding: 'x'.repeat(BODY_LIMIT + 1 - empty) }));
}

/** Fields no route takes, named like ones a careless handler would copy into a row. */
export const EXTRA_FIELDS: Record<string, unknown> = {
  isAdmin: true,
  role: 'owner',
  documentId: 'extrasentinel1',
  href: '/extra-sentinel',
  section: 'extra-sentinel',
  totalWords: 987654,
  createdAt: '2001-02-03T04:05:06.000Z',
  publishedAt: null,
  token: 'extra-sentinel',
  secret: 'extra-sentinel',
  used: true,
  revoked: true,
  unknownField: { deep: ['x'] },
};

/**
 * How far a caller's input gets: to the handler (a reader on a public route,
 * the owner on an owner route), or only to the parsers and the policies (no
 * session or a stranger on an owner route), where a field-by-field pass would
 * only repeat the same 401 or 403.
 */
export type Reach = 'handler' | 'policies';

type Shape = { method: string; valid: Valid; reach: Reach; notJson?: boolean };

export function casesOf({ method, valid, reach, notJson }: Shape): Case[] {
  const cases = reach === 'handler' ? handlerCases(method, valid) : policyCases(method);
  // A route that never parses JSON answers a JSON body by its policies or 415, whatever its size or bytes.
  return notJson ? cases.map((testCase) => (testCase.parsesJson ? { ...testCase, expect: undefined } : testCase)) : cases;
}

const percentBytes = [...INVALID_UTF8].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** What the parsers see before any policy: the size, the bytes, pollution keys. */
function policyCases(method: string): Case[] {
  const cases: Case[] = [];
  if (PARSED_METHODS.has(method)) {
    cases.push(
      {
        category: 'over 1 MB',
        label: `${BODY_LIMIT + 1} bytes of JSON`,
        mutate: (valid) => ({ ...wireOf(valid), body: { raw: overLimit(valid), type: 'application/json' } }),
        expect: 413,
        parsesJson: true,
      },
      {
        category: 'invalid UTF-8',
        label: 'body of bytes only',
        mutate: withBody({ raw: INVALID_UTF8, type: 'application/json' }),
        expect: 400,
        parsesJson: true,
      },
      {
        category: 'prototype pollution',
        label: 'every pollution key in the body',
        mutate: (valid) => ({ ...wireOf(valid), body: { json: pollutionPayloads().reduce(merged, valid.body) } }),
      },
      { category: 'prototype pollution', label: 'every pollution key in a form', mutate: withBody(formOf(POLLUTION_PAIRS)) },
      { category: 'prototype pollution', label: 'every pollution key in a multipart form', mutate: withBody(multipartOf(POLLUTION_PAIRS)) },
    );
  }
  cases.push(
    { category: 'invalid UTF-8', label: `?id=${percentBytes}`, mutate: setQuery('id', percentBytes), expect: 400 },
    { category: 'prototype pollution', label: 'every pollution key in the query', mutate: addQuery(POLLUTION_PAIRS) },
  );
  return cases;
}

function handlerCases(method: string, valid: Valid): Case[] {
  const bodyPaths = valid.body === undefined ? [] : pathsOf(valid.body);
  const textPaths = bodyPaths.filter((path) => typeof valueAt(valid.body, path) === 'string');
  const queryKeys = Object.keys(valid.query);
  const paramKeys = Object.keys(valid.params);
  const parsed = PARSED_METHODS.has(method);
  const cases: Case[] = [];
  const add = (category: Category, label: string, mutate: Case['mutate'], extra: Partial<Case> = {}) =>
    cases.push({ category, label, mutate, ...extra });

  // Wrong types: every field, every query and path parameter; the body as something else than an object.
  for (const path of bodyPaths) {
    for (const wrong of wrongTypesFor(valueAt(valid.body, path))) {
      add(
        'wrong types',
        `${dotted(path)} = ${JSON.stringify(wrong)}`,
        change((_, body) => setAt(body, path, wrong)),
      );
    }
  }
  for (const path of textPaths) {
    add(
      'wrong types',
      `${dotted(path)} = ${OVERLONG.length} characters`,
      change((_, body) => setAt(body, path, OVERLONG)),
    );
  }
  if (parsed) {
    for (const json of ['[]', '"text"', '42', 'null', 'true', '[{}]']) {
      add('wrong types', `body = ${json}`, withBody({ raw: Buffer.from(json), type: 'application/json' }));
    }
  }
  for (const key of queryKeys) {
    const variants: [string, [string, string][]][] = [
      [
        'a list',
        [
          [key, 'a'],
          [key, 'b'],
        ],
      ],
      ['an object', [[`${key}[a]`, 'b']]],
      ['empty', [[key, '']]],
      ['long', [[key, 'x'.repeat(5000)]]],
    ];
    for (const [what, pairs] of variants) {
      add(
        'wrong types',
        `?${key} as ${what}`,
        change((wire) => {
          wire.query = wire.query.filter(([name]) => name !== key).concat(pairs);
        }),
      );
    }
  }
  for (const key of paramKeys) {
    for (const wrong of ['0', '-1', '1.5', 'null', '%5B%5D', '%7B%7D', 'x'.repeat(300)])
      add('wrong types', `:${key} = ${wrong.slice(0, 20)}`, setParam(key, wrong));
  }

  // Missing fields: each one, and the whole body.
  for (const path of bodyPaths)
    add(
      'missing fields',
      `without ${dotted(path)}`,
      change((_, body) => dropAt(body, path)),
    );
  if (parsed) {
    add('missing fields', 'no body', withBody(undefined));
    add('missing fields', 'body {}', withBody({ json: {} }));
  }
  for (const key of queryKeys)
    add(
      'missing fields',
      `without ?${key}`,
      change((wire) => {
        wire.query = wire.query.filter(([name]) => name !== key);
      }),
    );
  for (const key of paramKeys) add('missing fields', `empty :${key}`, setParam(key, ''));

  // Extra fields: unknown ones at the top and inside every object; unknown query parameters.
  if (parsed) {
    const extras = (target: unknown) => {
      for (const [key, value] of Object.entries(EXTRA_FIELDS)) if (!(key in (target as object))) withOwn(target as object, key, value);
    };
    add('extra fields', 'unknown fields', (valid) => ({ ...wireOf(valid), body: { json: extrasOf(valid.body, extras) } }));
    for (const path of bodyPaths.filter((path) => isObject(valueAt(valid.body, path)))) {
      add(
        'extra fields',
        `unknown fields in ${dotted(path)}`,
        change((_, body) => extras(valueAt(body, path))),
      );
    }
  }
  add(
    'extra fields',
    'unknown query parameters',
    addQuery([
      ['extra', '1'],
      ['populate', '*'],
      ['filters[password][$eq]', 'x'],
      ['sort', 'password:asc'],
      ['fields[0]', 'password'],
      ['pagination[limit]', '-1'],
    ]),
  );

  // Over the limit: one byte more than 1 MB, with every field still valid.
  if (parsed)
    add(
      'over 1 MB',
      `${BODY_LIMIT + 1} bytes of JSON`,
      (valid) => ({ ...wireOf(valid), body: { raw: overLimit(valid), type: 'application/json' } }),
      { expect: 413, parsesJson: true },
    );

  // Bytes that are not UTF-8: as the whole body, inside a field, in a query value.
  if (parsed) {
    add('invalid UTF-8', 'body of bytes only', withBody({ raw: INVALID_UTF8, type: 'application/json' }), {
      expect: 400,
      parsesJson: true,
    });
    for (const path of textPaths) {
      // Refused before parsing (middlewares/invalid-utf8.ts), not decoded to U+FFFD and stored.
      add(
        'invalid UTF-8',
        `bytes in ${dotted(path)}`,
        (fresh) => ({ ...wireOf(fresh), body: { raw: bytesInBody(fresh, path), type: 'application/json' } }),
        { expect: 400, parsesJson: true },
      );
    }
  }
  for (const key of queryKeys) add('invalid UTF-8', `bytes in ?${key}`, setQuery(key, percentBytes), { expect: 400 });
  for (const key of paramKeys) add('invalid UTF-8', `bytes in :${key}`, setParam(key, percentBytes), { expect: 400 });

  // Prototype pollution: in the body (merged, nested, as a field's value, as a form), in the query.
  if (parsed) {
    for (const payload of pollutionPayloads()) {
      add('prototype pollution', `body ${JSON.stringify(payload)}`, (fresh) => ({
        ...wireOf(fresh),
        body: { json: merged(fresh.body, payload) },
      }));
    }
    for (const path of bodyPaths) {
      add(
        'prototype pollution',
        `${dotted(path)} = {"__proto__":{...}}`,
        change((_, body) => setAt(body, path, withOwn({}, '__proto__', { [POLLUTED]: 'field' }))),
      );
    }
    add('prototype pollution', 'every pollution key in a form', withBody(formOf([...formFields(valid.body), ...POLLUTION_PAIRS])));
    add('prototype pollution', 'every pollution key in a multipart form', withBody(multipartOf(POLLUTION_PAIRS)));
  }
  add('prototype pollution', 'every pollution key in the query', addQuery(POLLUTION_PAIRS));
  for (const key of queryKeys)
    add('prototype pollution', `?${key}[__proto__][polluted]`, addQuery([[`${key}[__proto__][${POLLUTED}]`, 'query']]));

  // SQL injection and path traversal: in every text field, query parameter and path parameter.
  const injections: [Category, string[]][] = [
    ['SQL injection', SQL_INJECTION],
    ['path traversal', PATH_TRAVERSAL],
  ];
  for (const [category, values] of injections) {
    for (const value of values) {
      for (const path of textPaths) {
        add(
          category,
          `${dotted(path)} = ${JSON.stringify(value)}`,
          change((_, body) => setAt(body, path, value)),
          { storedAs: [dotted(path), value] },
        );
      }
      for (const key of queryKeys) {
        // Encoded, so the server reads exactly the value (`%00` as typed; the NUL it stands for is a value of its own).
        add(category, `?${key} = ${JSON.stringify(value)}`, setQuery(key, encodeURIComponent(value)), { storedAs: [`?${key}`, value] });
      }
      for (const key of paramKeys) {
        add(category, `:${key} = ${JSON.stringify(value)}`, setParam(key, encodeURIComponent(value)));
        // As typed into an address bar (printable text only): a router sees the slashes and the escapes.
        if (/^[!-~]*[%/][!-~]*$/.test(value)) add(category, `:${key} = ${JSON.stringify(value)} (not encoded)`, setParam(key, value));
      }
    }
  }
  return cases;
}

const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body with the payload's keys as its own (a copy). */
function merged(body: unknown, payload: Record<string, unknown>): unknown {
  const copyOf = isObject(body) ? copy(body) : {};
  for (const key of Object.keys(payload)) withOwn(copyOf as object, key, payload[key]);
  return copyOf;
}

/** The body's top-level text, numbers and booleans, as form fields. */
const formFields = (body: unknown): [string, string][] =>
  Object.entries(isObject(body) ? (body as object) : {})
    .filter(([, value]) => value === null || typeof value !== 'object')
    .map(([key, value]) => [key, String(value)]);

const formOf = (pairs: [string, string][]): RawBody => ({
  raw: Buffer.from(pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')),
  type: 'application/x-www-form-urlencoded',
});

/** A multipart form (Strapi parses those too, for uploads) with these fields and a small file. */
function multipartOf(pairs: [string, string][]): RawBody {
  const boundary = 'bad-input-boundary';
  const parts = [...pairs, ['__proto__', 'file'] as [string, string]].map(([name, value], index) =>
    index === pairs.length
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="../../etc/passwd"\r\nContent-Type: text/plain\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { raw: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

function extrasOf(body: unknown, extras: (target: unknown) => void): unknown {
  const copyOf = isObject(body) ? copy(body) : {};
  extras(copyOf);
  return copyOf;
}

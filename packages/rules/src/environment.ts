import { z } from 'zod';

/**
 * Reading a server's configuration from its environment, the same way in both processes
 * (cms/src/lib/config.ts, frontend/app/lib/config.server.ts; ADR 20): the field rules, the
 * variables both read, and the one error a bad start stops with.
 */

/** Digits only, from `min` to `max`: '-1', '1.5' and 'abc' are refused, never read as 1. */
export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));
export const port = (fallback: number) => whole(1, 65535).default(fallback).describe('a port number from 1 to 65535');
export const flag = (fallback: boolean) =>
  z
    .stringbool({ truthy: ['true'], falsy: ['false'] })
    .default(fallback)
    .describe('true or false');
export const httpUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an http:// or https:// address, e.g. https://blog.example.com');
export const commaList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The variables both servers read: one rule each, so the two can never disagree on a value. */
export const SHARED_VARIABLES = {
  CMS_PORT: port(1337),
  WEB_PORT: port(3000),
  PUBLIC_URL: httpUrl(),
  DATA_DIR: z.string().optional().describe('a folder'),
  DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).optional().describe('sqlite or postgres'),
  DATABASE_FILENAME: z.string().default('blog.db').describe('a file name'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('a postgres:// or postgresql:// connection string, e.g. postgres://user@host:5432/blog'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .default('public')
    .describe('a PostgreSQL schema name: letters, digits and _'),
  DATABASE_SSL: flag(false),
  DATABASE_SSL_REJECT_UNAUTHORIZED: flag(true),
  SITE_KEY: z.string().default('').describe('the public site key'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[A-Za-z0-9._~-]+$/)
    .default('')
    .describe("one path segment: letters, digits, '-', '_', '.' or '~'"),
  AUTHOR_NAME: z.string().default('').describe("the author's name"),
  TRUST_PROXY: flag(true),
  TRUSTED_PROXY_HOPS: whole(1).default(1).describe('a whole number, 1 or more (TRUST_PROXY=false believes none)'),
};

/** PostgreSQL when DATABASE_URL is set, unless DATABASE_CLIENT says otherwise. */
export const databaseClientOf = (given: { DATABASE_CLIENT?: 'sqlite' | 'postgres'; DATABASE_URL?: string }) =>
  given.DATABASE_CLIENT ?? (given.DATABASE_URL ? 'postgres' : 'sqlite');

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value) as DeepReadonly<T>;
}

/** The one error a bad configuration stops the start with: every problem, one line each, by variable. */
export class ConfigError extends Error {
  constructor(
    readonly problems: readonly string[],
    production = false,
  ) {
    super(
      `Refusing to start${production ? ' in production' : ''}. Fix these variables (README.md, Configuration):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * `env` read against `schema`. Empty values count as unset, as scripts/lib/env.mjs and an `.env`
 * with `NAME=` mean them. `problems` holds a line per bad variable (the value of a `secret` one
 * never shown: logs are read by more people than the server's environment), and the rules the
 * variables break together; `data` is there only when there is none.
 */
export function readEnvironment<Schema extends z.ZodObject>(schema: Schema, env: NodeJS.ProcessEnv, secret: ReadonlySet<string>) {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >;
  const parsed = schema.safeParse(given);
  const describe = (name: string) => {
    const value = secret.has(name) ? 'not valid (the value is not shown)' : JSON.stringify(given[name]);
    return `${name} is ${value}; expected ${schema.shape[name]?.description}`;
  };
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => describe(String(issue.path[0])));
  if (given.DATABASE_CLIENT === 'postgres' && !given.DATABASE_URL) {
    problems.push('DATABASE_URL is not set; expected a postgres:// connection string, as DATABASE_CLIENT is postgres');
  }
  const data: z.output<Schema> | undefined = parsed.success && problems.length === 0 ? parsed.data : undefined;
  return { given, data, problems };
}

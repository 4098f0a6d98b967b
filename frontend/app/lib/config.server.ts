import path from 'node:path';
import { z } from 'zod';

/**
 * The web server's configuration (README, Configuration), the one place that reads the
 * environment: read once, validated, frozen. server/app.ts loads it before anything else runs,
 * so a bad variable stops the start with one message naming each. The CMS has its own module
 * (cms/src/lib/config.ts): the variables both read (ports, addresses, the database) follow the
 * same rules there.
 */

/** Digits only, from `min` up: '-1', '1.5' and 'abc' are refused, never read as 1. */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));
const port = (fallback: number) => whole(1, 65535).default(fallback).describe('a port number from 1 to 65535');
const amount = (fallback: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .default(fallback)
    .describe('a number, 0 or more (0 turns it off)');
const flag = (fallback: boolean) =>
  z
    .stringbool({ truthy: ['true'], falsy: ['false'] })
    .default(fallback)
    .describe('true or false');
const httpUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an http:// or https:// address, e.g. https://blog.example.com');
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

const VARIABLES = z.object({
  WEB_PORT: port(3000),
  HOST: z.string().regex(/^\S+$/).default('0.0.0.0').describe('a host name or IP address to listen on'),
  PUBLIC_URL: httpUrl(),
  CMS_PORT: port(1337),
  CMS_URL: httpUrl(),
  SITE_KEY: z.string().default('').describe('the public site key'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[A-Za-z0-9._~-]+$/)
    .default('')
    .describe("one path segment: letters, digits, '-', '_', '.' or '~'"),
  AUTHOR_NAME: z.string().default('').describe("the author's name"),
  PREVIEW_HOSTS: z
    .string()
    .transform(list)
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/)))
    .default(['*.vercel.app', '*.netlify.app', '*.pages.dev', '*.onrender.com'])
    .describe('host names, comma-separated; *. matches any subdomain'),
  PAGE_CACHE_MB: amount(64),
  PAGE_RENDERS_PER_SECOND: amount(30),
  TRUST_PROXY: flag(true),
  TRUSTED_PROXY_HOPS: whole(1).default(1).describe('a whole number, 1 or more (TRUST_PROXY=false believes none)'),
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
});

/** Every variable the web server reads (the README documents each: config.server.test.ts checks it). */
export const WEB_VARIABLES = Object.keys(VARIABLES.shape) as (keyof typeof VARIABLES.shape)[];

// Its value never appears in a message: it may hold the database password.
const SECRET = new Set(['DATABASE_URL']);

type Variables = z.output<typeof VARIABLES>;

function assemble(given: Variables) {
  const client = given.DATABASE_CLIENT ?? (given.DATABASE_URL ? 'postgres' : 'sqlite');
  return {
    port: given.WEB_PORT,
    host: given.HOST,
    /** The site's public address, as readers' links carry it. */
    publicUrl: (given.PUBLIC_URL ?? `http://localhost:${given.WEB_PORT}`).replace(/\/+$/, ''),
    /** Where this server reaches Strapi. */
    cmsUrl: (given.CMS_URL ?? `http://127.0.0.1:${given.CMS_PORT}`).replace(/\/+$/, ''),
    siteKey: given.SITE_KEY,
    productSlug: given.PRODUCT_SLUG,
    /** The author every article must carry; not a secret, as every article shows it. */
    authorName: given.AUTHOR_NAME,
    previewHosts: given.PREVIEW_HOSTS,
    pageCacheMegabytes: given.PAGE_CACHE_MB,
    rendersPerSecond: given.PAGE_RENDERS_PER_SECOND,
    /**
     * The X-Forwarded-For entries this server believes: the CMS believes TRUSTED_PROXY_HOPS of
     * them and counts this server as one, so this server believes one less; none with TRUST_PROXY=false.
     */
    forwardedHops: given.TRUST_PROXY ? given.TRUSTED_PROXY_HOPS - 1 : 0,
    /** The CMS's database, for its content version (server/content-version.ts). */
    database: {
      client,
      url: given.DATABASE_URL,
      ssl: given.DATABASE_SSL,
      sslRejectUnauthorized: given.DATABASE_SSL_REJECT_UNAUTHORIZED,
      schema: given.DATABASE_SCHEMA,
      // The server runs in the frontend folder, so the demo's data is one up, where the CMS keeps it.
      sqliteFile: path.resolve(given.DATA_DIR ?? path.join('..', '.data'), given.DATABASE_FILENAME),
    },
  };
}

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
export type WebConfig = DeepReadonly<ReturnType<typeof assemble>>;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value) as DeepReadonly<T>;
}

/** The one error a bad configuration stops the start with: every problem, one line each, by variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Refusing to start. Fix these variables (README.md, Configuration):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeIssue(name: string, given: NodeJS.ProcessEnv): string {
  const value = SECRET.has(name) ? 'not valid (the value is not shown)' : JSON.stringify(given[name]);
  return `${name} is ${value}; expected ${VARIABLES.shape[name as keyof typeof VARIABLES.shape].description}`;
}

/**
 * The configuration of `env` (pure: tests pass their own). Empty values count as unset, as
 * scripts/lib/env.mjs and an `.env` with `NAME=` mean them. Throws ConfigError naming every bad variable.
 */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = VARIABLES.safeParse(given);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(String(issue.path[0]), given));
  if (given.DATABASE_CLIENT === 'postgres' && !given.DATABASE_URL) {
    problems.push('DATABASE_URL is not set; expected a postgres:// connection string, as DATABASE_CLIENT is postgres');
  }
  if (parsed.success && problems.length === 0) return deepFreeze(assemble(parsed.data));
  throw new ConfigError([...new Set(problems)]);
}

let loaded: WebConfig | null = null;

/** The process's configuration: read from the environment at the first call. */
export function webConfig(): WebConfig {
  loaded ??= loadWebConfig();
  return loaded;
}

/** Forgets it, so the next call reads the environment again (tests that change a variable). */
export function resetWebConfig() {
  loaded = null;
}

/** The configuration at start: a bad variable ends the process with the one message, and nothing else. */
export function startConfig(): WebConfig {
  try {
    return webConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

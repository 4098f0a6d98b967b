import path from 'node:path';
import {
  ConfigError,
  type DeepReadonly,
  SHARED_VARIABLES,
  commaList,
  databaseClientOf,
  deepFreeze,
  httpUrl,
  readEnvironment,
} from '@blog/rules/environment';
import { z } from 'zod';

/**
 * The web server's configuration (README, Configuration), the one place that reads the
 * environment: read once, validated, frozen. server/app.ts loads it before anything else runs,
 * so a bad variable stops the start with one message naming each. The CMS has its own module
 * (cms/src/lib/config.ts); the variables both read have one rule each (SHARED_VARIABLES).
 */

const amount = (fallback: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .default(fallback)
    .describe('a number, 0 or more (0 turns it off)');

const VARIABLES = z.object({
  ...SHARED_VARIABLES,
  HOST: z.string().regex(/^\S+$/).default('0.0.0.0').describe('a host name or IP address to listen on'),
  CMS_URL: httpUrl(),
  PREVIEW_HOSTS: z
    .string()
    .transform((text) => commaList(text).map((host) => host.toLowerCase()))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/)))
    .default(['*.vercel.app', '*.netlify.app', '*.pages.dev', '*.onrender.com'])
    .describe('host names, comma-separated; *. matches any subdomain'),
  PAGE_CACHE_MB: amount(64),
  PAGE_RENDERS_PER_SECOND: amount(30),
});

/** Every variable the web server reads (the README documents each: config.server.test.ts checks it). */
export const WEB_VARIABLES = Object.keys(VARIABLES.shape) as (keyof typeof VARIABLES.shape)[];

// Its value never appears in a message: it may hold the database password.
const SECRET = new Set(['DATABASE_URL']);

type Variables = z.output<typeof VARIABLES>;

function assemble(given: Variables) {
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
      client: databaseClientOf(given),
      url: given.DATABASE_URL,
      ssl: given.DATABASE_SSL,
      sslRejectUnauthorized: given.DATABASE_SSL_REJECT_UNAUTHORIZED,
      schema: given.DATABASE_SCHEMA,
      // The server runs in the frontend folder, so the demo's data is one up, where the CMS keeps it.
      sqliteFile: path.resolve(given.DATA_DIR ?? path.join('..', '.data'), given.DATABASE_FILENAME),
    },
  };
}

export type WebConfig = DeepReadonly<ReturnType<typeof assemble>>;

/**
 * The configuration of `env` (pure: tests pass their own, read as readEnvironment reads it).
 * Throws ConfigError naming every bad variable.
 */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const { data, problems } = readEnvironment(VARIABLES, env, SECRET);
  if (data) return deepFreeze(assemble(data));
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

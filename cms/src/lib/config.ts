import { isIP } from 'node:net';
import path from 'node:path';
import {
  ConfigError,
  type DeepReadonly,
  SHARED_VARIABLES,
  commaList,
  databaseClientOf,
  deepFreeze,
  flag,
  httpUrl,
  readEnvironment,
  whole,
} from '@blog/rules/environment';
import { z } from 'zod';
import { productionSecretProblems } from './production-secrets';
import { answersEveryQuestion, isColourSequence, normaliseAnswers, normaliseColours } from './sign-in-config';
import { VAULT_KEY_PATTERN } from './vault-crypto';

/**
 * The CMS's configuration (README, Configuration), the one place that reads the environment:
 * read once, validated, frozen. A bad variable stops the start with one message naming each
 * (ConfigError). The owner's values and the secrets have no defaults here: scripts/lib/env.mjs
 * supplies the demo's (ADR 4), so a production server without them is refused, never run on a
 * known value.
 */

/** An address (`::1`) or a CIDR range (`10.0.0.0/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const VARIABLES = z.object({
  NODE_ENV: z.string().optional().describe('production, or anything else for the demo'),
  // Only ever refused (production-secrets.ts): production has no demo mode.
  BLOG_DEMO: z.string().optional().describe('nothing: it is refused with NODE_ENV=production'),
  CMS_HOST: z.string().regex(/^\S+$/).default('127.0.0.1').describe('a host name or IP address to listen on'),
  ...SHARED_VARIABLES,
  CMS_PUBLIC_URL: httpUrl(),
  UPLOADS_DIR: z.string().min(1).optional().describe('a folder for the uploaded pictures (DATA_DIR/uploads by default)'),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'])
    .default('http')
    .describe('error, warn, info, http, verbose, debug or silly'),
  DATABASE_POOL_MIN: whole(0).default(0).describe('a whole number, 0 or more'),
  DATABASE_POOL_MAX: whole(1).default(10).describe('a whole number, 1 or more'),
  DATABASE_CONNECTION_TIMEOUT: whole(1).default(10000).describe('milliseconds, a whole number'),
  OWNER_USERNAME: z.string().length(11).default('').describe('exactly 11 characters (the sign-in asks for 11)'),
  OWNER_EMAIL: z
    .email()
    .transform((email) => email.toLowerCase())
    .default('')
    .describe('an e-mail address'),
  OWNER_PASSWORD: z.string().min(8).default('').describe('at least 8 characters (the sign-in asks for 8)'),
  SIGNIN_COLOURS: z
    .string()
    .transform(normaliseColours)
    .refine(isColourSequence)
    .optional()
    .describe('four hex colours separated by spaces, e.g. #1f6f5c #f4a261 #264653 #e76f51'),
  SIGNIN_ANSWERS: z
    .string()
    .transform(normaliseAnswers)
    .refine(answersEveryQuestion)
    .optional()
    .describe('five answers separated by |, in the order of the questions'),
  SEED_DEMO: flag(true),
  TRUSTED_PROXIES: z
    .string()
    .transform(commaList)
    .pipe(z.array(z.string().refine(isAddressOrRange)))
    .default(['127.0.0.1', '::1'])
    .describe('IP addresses or CIDR ranges, comma-separated, e.g. 127.0.0.1, ::1, 10.0.0.0/8'),
  APP_KEYS: z.string().transform(commaList).pipe(z.array(z.string()).min(1)).optional().describe('one or more keys, comma-separated'),
  API_TOKEN_SALT: z.string().optional().describe('a private value'),
  ADMIN_JWT_SECRET: z.string().optional().describe('a private value'),
  ADMIN_ENCRYPTION_KEY: z.string().optional().describe('a private value'),
  JWT_SECRET: z.string().optional().describe('a private value'),
  TRANSFER_TOKEN_SALT: z.string().optional().describe('a private value'),
  VAULT_KEY: z.string().regex(VAULT_KEY_PATTERN).optional().describe('64 hex characters (openssl rand -hex 32)'),
  LEGACY_ARTICLE_KEY: z.string().optional().describe('a private passphrase'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587'),
  MAIL_FROM: z.string().optional().describe('an e-mail From, e.g. "Rowan Ellis" <no-reply@example.com>'),
  // End-to-end tests only (ADR 37): refused with NODE_ENV=production.
  TEST_CLOCK_FILE: z.string().min(1).optional().describe('a file path (end-to-end tests only; refused with NODE_ENV=production)'),
});

/** Every variable the CMS reads (the README documents each: config.test.ts checks it). */
export const CMS_VARIABLES = Object.keys(VARIABLES.shape) as (keyof typeof VARIABLES.shape)[];

// Their values never appear in a message.
const SECRET = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'OWNER_PASSWORD',
  'SIGNIN_COLOURS',
  'SIGNIN_ANSWERS',
  'APP_KEYS',
  'VAULT_KEY',
  'LEGACY_ARTICLE_KEY',
]);

type Variables = z.output<typeof VARIABLES>;

function assemble(given: Variables) {
  const production = given.NODE_ENV === 'production';
  const publicUrl = (given.PUBLIC_URL ?? `http://localhost:${given.WEB_PORT}`).replace(/\/+$/, '');
  const author = given.AUTHOR_NAME;
  // Strapi runs in the CMS folder (its app is the working directory), so the demo's data is one up.
  const dataDir = path.resolve(given.DATA_DIR ?? path.join('..', '.data'));
  return {
    production,
    dataDir,
    /** The uploaded pictures, inside the data folder unless told otherwise, so a backup holds them (ADR 36). */
    uploadsDir: path.resolve(given.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    logLevel: given.LOG_LEVEL,
    server: {
      host: given.CMS_HOST,
      port: given.CMS_PORT,
      url: given.CMS_PUBLIC_URL ?? '',
      trustProxy: given.TRUST_PROXY,
      appKeys: given.APP_KEYS ?? [],
    },
    strapiSecrets: {
      apiTokenSalt: given.API_TOKEN_SALT,
      adminJwtSecret: given.ADMIN_JWT_SECRET,
      adminEncryptionKey: given.ADMIN_ENCRYPTION_KEY,
      jwtSecret: given.JWT_SECRET,
      transferTokenSalt: given.TRANSFER_TOKEN_SALT,
    },
    /** Hex; null leaves the vault closed (its routes answer 503). */
    vaultKey: given.VAULT_KEY ?? null,
    legacyArticleKey: given.LEGACY_ARTICLE_KEY,
    database: {
      client: databaseClientOf(given),
      filename: given.DATABASE_FILENAME,
      url: given.DATABASE_URL,
      schema: given.DATABASE_SCHEMA,
      ssl: given.DATABASE_SSL,
      sslRejectUnauthorized: given.DATABASE_SSL_REJECT_UNAUTHORIZED,
      poolMin: given.DATABASE_POOL_MIN,
      poolMax: given.DATABASE_POOL_MAX,
      connectionTimeout: given.DATABASE_CONNECTION_TIMEOUT,
    },
    site: {
      key: given.SITE_KEY,
      productSlug: given.PRODUCT_SLUG,
      authorName: author,
      seedDemo: given.SEED_DEMO,
      /** The site's public address, as readers' links carry it. */
      publicUrl,
      /** The one origin whose pages may call the API with the owner's cookie, and the only one CORS admits. */
      origin: new URL(publicUrl).origin,
      /** Browsers reach the site over https: the owner's cookies then never travel in the clear. */
      secureCookies: publicUrl.startsWith('https:'),
    },
    owner: { username: given.OWNER_USERNAME, email: given.OWNER_EMAIL, password: given.OWNER_PASSWORD },
    /** Normalised; null when unset (then nobody can sign in). */
    signIn: { colours: given.SIGNIN_COLOURS ?? null, answers: given.SIGNIN_ANSWERS ?? null },
    proxies: { trust: given.TRUST_PROXY, trusted: given.TRUSTED_PROXIES, hops: given.TRUSTED_PROXY_HOPS },
    mail: {
      smtpUrl: given.SMTP_URL,
      // A display name with a comma or quote would otherwise read as two addresses.
      from: given.MAIL_FROM ?? `"${author.replace(/["\\]/g, '')}" <no-reply@localhost>`,
    },
    /** A file whose number (milliseconds) moves the due jobs' clock; null outside end-to-end tests. */
    testClockFile: given.TEST_CLOCK_FILE ?? null,
  };
}

export type CmsConfig = DeepReadonly<ReturnType<typeof assemble>>;

/** What else is wrong with the variables together, whatever each one alone says. */
function poolProblems(given: NodeJS.ProcessEnv): string[] {
  const [min, max] = [given.DATABASE_POOL_MIN ?? '0', given.DATABASE_POOL_MAX ?? '10'].map(Number);
  return min > max ? [`DATABASE_POOL_MIN is ${min}; expected at most DATABASE_POOL_MAX (${max})`] : [];
}

const nameOf = (problem: string) => problem.split(/[\s:]/)[0];

/**
 * The configuration of `env` (pure: tests pass their own, read as readEnvironment reads it).
 * Throws ConfigError naming every bad variable, with production's refusals too when NODE_ENV=production; those alone are checked at
 * start (refuseUnsafeStart), because `strapi build` loads this configuration without the secrets.
 */
export function loadCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const { given, data, problems } = readEnvironment(VARIABLES, env, SECRET);
  problems.push(...poolProblems(given));
  if (data && problems.length === 0) return deepFreeze(assemble(data));
  const production = given.NODE_ENV === 'production';
  const named = new Set(problems.map(nameOf));
  const refused = production ? productionSecretProblems(given).filter((problem) => !named.has(nameOf(problem))) : [];
  throw new ConfigError([...new Set([...problems, ...refused])], production);
}

// One configuration per process, kept on the global object: the API tests load this module twice
// (their own copy, and Strapi's compiled one) and must see, and reset, the same one.
const LOADED = Symbol.for('notes-from-the-desk.cms-config');
type Loaded = { env: NodeJS.ProcessEnv; config: CmsConfig };
const holder = globalThis as typeof globalThis & { [LOADED]?: Loaded };

function loaded(): Loaded {
  if (!holder[LOADED]) {
    const env = { ...process.env };
    holder[LOADED] = { env, config: loadCmsConfig(env) };
  }
  return holder[LOADED];
}

/** The process's configuration: read from the environment at the first call (Strapi's config files). */
export const cmsConfig = (): CmsConfig => loaded().config;

/** Forgets it, so the next call reads the environment again (the test harness, between boots). */
export function resetCmsConfig() {
  delete holder[LOADED];
}

/** At start (Strapi's register; a build never gets there): production's refusals, in the same one message. */
export function refuseUnsafeStart() {
  const problems = productionSecretProblems(loaded().env);
  if (problems.length > 0) throw new ConfigError(problems, true);
}

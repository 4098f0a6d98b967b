import { parseVaultKey } from './vault-crypto';

/**
 * What keeps a production CMS from starting: a secret that is missing, too
 * short, or a value anyone can read (the demo's, or a template's placeholder).
 * `npm start` marks its demo with BLOG_DEMO=true (scripts/lib/env.mjs); a
 * server started any other way with NODE_ENV=production gets no such pass.
 */
const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'ADMIN_ENCRYPTION_KEY', 'JWT_SECRET', 'TRANSFER_TOKEN_SALT'] as const;
const OWNER_SECRETS = ['OWNER_PASSWORD', 'SIGNIN_COLOURS', 'SIGNIN_ANSWERS', 'SITE_KEY'] as const;

// The demo's values (scripts/lib/env.mjs) and the usual template placeholders.
const KNOWN_VALUES = new Set([
  'demo-site-key', 'Quiet-River-2026', '#1f6f5c #f4a261 #264653 #e76f51',
  'Lightweight|Ro|Rowan|function greet() {}|Application Programming Interface',
  'tobemodified', 'changeme', 'change-me', 'secret', 'password', 'legacy-fixture-key',
]);

const isKnown = (value: string) => value.split(',').some((part) => KNOWN_VALUES.has(part.trim()) || KNOWN_VALUES.has(part.trim().toLowerCase()));

export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.BLOG_DEMO === 'true') return [];
  const problems: string[] = [];
  for (const name of [...SECRETS, ...OWNER_SECRETS]) {
    const value = env[name] ?? '';
    if (value.trim() === '') problems.push(`${name} is not set`);
    else if (isKnown(value)) problems.push(`${name} is a published default value`);
    else if (SECRETS.includes(name as (typeof SECRETS)[number]) && value.length < 16) problems.push(`${name} is shorter than 16 characters`);
  }
  // Only sites with articles from the old client need the legacy key; when set, it must be private.
  const legacyKey = env.LEGACY_ARTICLE_KEY ?? '';
  if (legacyKey !== '' && (isKnown(legacyKey) || legacyKey.length < 16)) problems.push('LEGACY_ARTICLE_KEY is a published or short value');
  if (!parseVaultKey(env.VAULT_KEY ?? '')) problems.push('VAULT_KEY must be 64 hex characters (openssl rand -hex 32)');
  if ((env.OWNER_PASSWORD ?? '').length > 0 && (env.OWNER_PASSWORD ?? '').length < 12) problems.push('OWNER_PASSWORD is shorter than 12 characters');
  return problems;
}

/** Throws, naming every problem, so a production server never runs with a guessable secret. */
export function refuseDefaultSecrets(env: NodeJS.ProcessEnv = process.env) {
  const problems = productionSecretProblems(env);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}. Set them in the environment (see .env.example).`);
  }
}

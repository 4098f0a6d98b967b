import addressparser from 'nodemailer/lib/addressparser';
import { normaliseAnswers, normaliseColours } from './sign-in-config';
import { parseVaultKey } from './vault-crypto';

/**
 * What keeps a production CMS from starting: a secret that is missing, too
 * short, or a value anyone can read (the demo's, or a template's placeholder).
 * The demo is `npm start` without NODE_ENV, which runs outside production
 * (scripts/lib/env.mjs); NODE_ENV=production has no demo mode at all.
 */
const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'ADMIN_ENCRYPTION_KEY', 'JWT_SECRET', 'TRANSFER_TOKEN_SALT'] as const;
const OWNER_SECRETS = ['OWNER_PASSWORD', 'SIGNIN_COLOURS', 'SIGNIN_ANSWERS', 'SITE_KEY'] as const;

// The demo's values (scripts/lib/env.mjs; the CMS is built and shipped without scripts/) and the usual template placeholders.
const DEMO_COLOURS = '#1f6f5c #f4a261 #264653 #e76f51';
const DEMO_ANSWERS = 'Lightweight|Ro|Rowan|function greet() {}|Application Programming Interface';
const KNOWN_VALUES = new Set([
  'demo-site-key',
  'Quiet-River-2026',
  'tobemodified',
  'changeme',
  'change-me',
  'secret',
  'password',
  'legacy-fixture-key',
]);

// Sign-in normalises what it compares, so the published sequences are compared the same way:
// '#1F6F5C  #f4a261 ...' or 'Lightweight |Ro|...' would sign in with the demo's values.
const PUBLISHED_SIGN_IN: Partial<Record<string, (value: string) => boolean>> = {
  SIGNIN_COLOURS: (value) => normaliseColours(value) === normaliseColours(DEMO_COLOURS),
  SIGNIN_ANSWERS: (value) => normaliseAnswers(value).join('|') === normaliseAnswers(DEMO_ANSWERS).join('|'),
};

const isKnown = (value: string) =>
  value.split(',').some((part) => KNOWN_VALUES.has(part.trim()) || KNOWN_VALUES.has(part.trim().toLowerCase()));
const isPublished = (name: string, value: string) => isKnown(value) || (PUBLISHED_SIGN_IN[name]?.(value) ?? false);

/** The domain of a From's address, lower case; '' when it names none. */
function senderDomain(from: string): string {
  const address = addressparser(from, { flatten: true })[0]?.address ?? '';
  return address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).toLowerCase() : '';
}
/** Domains that are this machine: mail from them is refused or lost by every other server. */
const LOCAL_DOMAIN = /^(localhost|localhost\.localdomain|.+\.localhost)$/;

/** Each value production refuses, one line per variable (lib/config.ts stops the start with them). */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  // It once let a production server run on published values; set by hand, it now says why it is refused.
  if (env.BLOG_DEMO) problems.push('BLOG_DEMO is not allowed with NODE_ENV=production (the demo is `npm start` without NODE_ENV)');
  // A moved clock would publish and mail early: it exists for end-to-end tests only (ADR 37).
  if (env.TEST_CLOCK_FILE) problems.push('TEST_CLOCK_FILE is not allowed with NODE_ENV=production (it is for end-to-end tests only)');
  for (const name of [...SECRETS, ...OWNER_SECRETS]) {
    const value = env[name] ?? '';
    if (value.trim() === '') problems.push(`${name} is not set`);
    else if (isPublished(name, value)) problems.push(`${name} is a published default value`);
    else if (SECRETS.includes(name as (typeof SECRETS)[number]) && value.length < 16)
      problems.push(`${name} is shorter than 16 characters`);
  }
  // Only sites with articles from the old client need the legacy key; when set, it must be private.
  const legacyKey = env.LEGACY_ARTICLE_KEY ?? '';
  if (legacyKey !== '' && (isKnown(legacyKey) || legacyKey.length < 16)) problems.push('LEGACY_ARTICLE_KEY is a published or short value');
  if (!parseVaultKey(env.VAULT_KEY ?? '')) problems.push('VAULT_KEY must be 64 hex characters (openssl rand -hex 32)');
  if ((env.OWNER_PASSWORD ?? '').length > 0 && (env.OWNER_PASSWORD ?? '').length < 12)
    problems.push('OWNER_PASSWORD is shorter than 12 characters');
  // Mail that really leaves (SMTP_URL) needs a From of a real domain; unset, MAIL_FROM is no-reply@localhost (lib/config.ts).
  if ((env.SMTP_URL ?? '') !== '') {
    const domain = senderDomain(env.MAIL_FROM ?? '');
    if (!env.MAIL_FROM) problems.push('MAIL_FROM is not set (with SMTP_URL it must be an address at your domain, not no-reply@localhost)');
    else if (domain === '' || LOCAL_DOMAIN.test(domain))
      problems.push(
        'MAIL_FROM must be an address at your domain when SMTP_URL is set, e.g. "Rowan Ellis" <no-reply@example.com> (not localhost)',
      );
  }
  return problems;
}

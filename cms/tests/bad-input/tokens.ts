import { createHash } from 'node:crypto';
import type { TestCms } from '../harness';
import { serviceOf } from '../../src/lib/services';
import { stored } from '../../src/lib/stored';
import { answerOf } from '../owner-session';

/**
 * The single-use tokens a valid request carries: a solved human check (as
 * solveHumanCheck in owner-session.ts gets one, but through the service, not
 * two requests) and a sign-in attempt. Most bad input is refused before its
 * token is spent, so an unspent one is used again: minting costs more than
 * the case itself.
 */
const HUMAN_CHECK = 'api::human-check.human-check';
const ATTEMPTS = 'api::sign-in-attempt.sign-in-attempt';

export type Attempt = { attempt: string; question: string };
type CachedTokens = { humanCheck?: string; attempt?: Attempt; challenge?: string };
const cachedTokens = new WeakMap<TestCms, CachedTokens>();

function cachedTokensOf(cms: TestCms): CachedTokens {
  if (!cachedTokens.has(cms)) cachedTokens.set(cms, {});
  return cachedTokens.get(cms) as CachedTokens;
}

/** The service stores a token's SHA-256, never the token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function humanCheckToken(cms: TestCms): Promise<string> {
  const cached = cachedTokensOf(cms);
  const knex = cms.strapi.db.connection;
  if (cached.humanCheck) {
    const unspent = await knex('human_checks')
      .where({ token_hash: hashOf(cached.humanCheck), used: false })
      .andWhere('token_expires_at', '>', new Date())
      .first('id');
    if (unspent) return cached.humanCheck;
  }
  const service = serviceOf(cms.strapi, HUMAN_CHECK);
  const { challenge } = stored(await service.issue(), 'challenge');
  cached.humanCheck = (await service.verify(challenge, await answerOf(cms)(challenge))).token as string;
  return cached.humanCheck;
}

export async function signInAttempt(cms: TestCms): Promise<Attempt> {
  const cached = cachedTokensOf(cms);
  if (cached.attempt) {
    const unspent = await cms.strapi.db
      .connection('sign_in_attempts')
      .where({ attempt: cached.attempt.attempt, used: false })
      .andWhere('expires_at', '>', new Date())
      .first('id');
    if (unspent) return cached.attempt;
  }
  // An address of its own: an attempt stays open for its address until a sign-in spends it.
  cached.attempt = (await serviceOf(cms.strapi, ATTEMPTS).issue('ip:bad-input')) as Attempt;
  return cached.attempt;
}

/** A challenge not yet answered, for the human check's own route. */
export async function humanCheckChallenge(cms: TestCms): Promise<string> {
  const cached = cachedTokensOf(cms);
  if (cached.challenge) {
    const unspent = await cms.strapi.db
      .connection('human_checks')
      .where({ challenge: cached.challenge, attempted: false })
      .andWhere('challenge_expires_at', '>', new Date())
      .first('id');
    if (unspent) return cached.challenge;
  }
  cached.challenge = stored(await serviceOf(cms.strapi, HUMAN_CHECK).issue(), 'challenge').challenge;
  return cached.challenge;
}

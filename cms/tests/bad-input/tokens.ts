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
type Kept = { humanCheck?: string; attempt?: Attempt; challenge?: string };
const keptBy = new WeakMap<TestCms, Kept>();

function keptOf(cms: TestCms): Kept {
  if (!keptBy.has(cms)) keptBy.set(cms, {});
  return keptBy.get(cms) as Kept;
}

/** The service stores a token's SHA-256, never the token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function humanCheckToken(cms: TestCms): Promise<string> {
  const kept = keptOf(cms);
  const knex = cms.strapi.db.connection;
  if (kept.humanCheck) {
    const unspent = await knex('human_checks')
      .where({ token_hash: hashOf(kept.humanCheck), used: false })
      .andWhere('token_expires_at', '>', new Date())
      .first('id');
    if (unspent) return kept.humanCheck;
  }
  const service = serviceOf(cms.strapi, HUMAN_CHECK);
  const { challenge } = stored(await service.issue(), 'challenge');
  kept.humanCheck = (await service.verify(challenge, await answerOf(cms)(challenge))).token as string;
  return kept.humanCheck;
}

export async function signInAttempt(cms: TestCms): Promise<Attempt> {
  const kept = keptOf(cms);
  if (kept.attempt) {
    const unspent = await cms.strapi.db
      .connection('sign_in_attempts')
      .where({ attempt: kept.attempt.attempt, used: false })
      .andWhere('expires_at', '>', new Date())
      .first('id');
    if (unspent) return kept.attempt;
  }
  // An address of its own: an attempt stays open for its address until a sign-in spends it.
  kept.attempt = (await serviceOf(cms.strapi, ATTEMPTS).issue('ip:bad-input')) as Attempt;
  return kept.attempt;
}

/** A challenge not yet answered, for the human check's own route. */
export async function humanCheckChallenge(cms: TestCms): Promise<string> {
  const kept = keptOf(cms);
  if (kept.challenge) {
    const unspent = await cms.strapi.db
      .connection('human_checks')
      .where({ challenge: kept.challenge, attempted: false })
      .andWhere('challenge_expires_at', '>', new Date())
      .first('id');
    if (unspent) return kept.challenge;
  }
  kept.challenge = stored(await serviceOf(cms.strapi, HUMAN_CHECK).issue(), 'challenge').challenge;
  return kept.challenge;
}

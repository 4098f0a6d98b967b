import { createHash, randomBytes, randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { IMAGES_PER_CHALLENGE } from '@blog/contract/inputs/human-check';
import { errors } from '@strapi/utils';
import { drawPicture } from '../lib/captcha-picture';
import { shuffle } from '../../../lib/shuffle';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';
import { stored } from '../../../lib/stored';

const UID = 'api::human-check.human-check';
const CAPTCHA_SET = 'api::captcha-set.captcha-set';

/** A challenge may be answered, and its token used, for 5 minutes each. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const TOKEN_TTL_MS = 5 * 60_000;
/** The spec's captcha: IMAGES_PER_CHALLENGE (8) images, at least 4 picked (docs/spec/reader-side.md sections 5 and 9). */
export const MIN_PICKS = 4;

export const MESSAGES = {
  tooFewPicks: 'Choose the requirement',
  failed: 'Captcha failed',
  expired: 'challenge: expired or already used, load a new one',
};

type CaptchaImage = { svg: string; correct: boolean };

export type HumanCheckChallenge = { challenge: string; subject: string; reference: string; images: string[] };
export type HumanCheckToken = { token: string; expiresAt: string };

/** Only a hash is stored: a database reader cannot replay a live token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  const sweep = () => sweepRows(strapi, UID, (rows) => rows.where('created_at', '<', new Date(Date.now() - KEEP_MS)));

  async function randomCaptchaSet() {
    const total = await strapi.documents(CAPTCHA_SET).count({});
    if (!total) return null;
    // A count and an offset: one row read, never the whole table.
    const [set] = await strapi.documents(CAPTCHA_SET).findMany({ sort: [{ id: 'asc' }], start: randomInt(total), limit: 1 });
    return set ?? null;
  }

  return {
    /**
     * A new challenge from a random captcha set: the images in a fresh random
     * order, and nothing that tells which are right. The right positions stay
     * in the database with the challenge. Null when there are no sets.
     */
    async issue(): Promise<HumanCheckChallenge | null> {
      await sweep();
      const set = await randomCaptchaSet();
      if (!set) return null;
      const images = shuffle(set.images as CaptchaImage[]);
      const answer = images.flatMap((image, index) => (image.correct ? [index] : []));
      // A set the owner broke in the admin must not become an unsolvable or trivial challenge.
      if (images.length !== IMAGES_PER_CHALLENGE || answer.length < MIN_PICKS) {
        throw new Error(`Captcha set "${set.subject}" needs ${IMAGES_PER_CHALLENGE} images with at least ${MIN_PICKS} correct.`);
      }
      const challenge = randomBytes(18).toString('base64url');
      await strapi.documents(UID).create({
        data: { challenge, answer, challengeExpiresAt: new Date(Date.now() + CHALLENGE_TTL_MS), attempted: false, used: false },
      });
      // Every picture is drawn afresh for each challenge and sent as pixels only (issues 14 and 30).
      const [reference, ...drawn] = await Promise.all(
        [stored(set.reference, 'reference'), ...images.map((image) => image.svg)].map(drawPicture),
      );
      return { challenge, subject: stored(set.subject, 'subject'), reference, images: drawn };
    },

    /**
     * Checks the reader's picks. One attempt per challenge, right or wrong:
     * only the request whose UPDATE flips `attempted` gets to compare, so
     * concurrent guesses at one challenge cannot both be tried. All right
     * answers a single-use token.
     */
    async verify(challenge: string, picks: number[]): Promise<HumanCheckToken> {
      const chosen = [...new Set(picks)].sort((a, b) => a - b);
      // The old client's own rule, before anything is spent: the reader may pick more and try again.
      if (chosen.length < MIN_PICKS) throw new errors.ValidationError(MESSAGES.tooFewPicks);
      const knex = strapi.db.connection;
      const now = new Date();
      const spent = await knex(table())
        .where({ challenge, attempted: false })
        .andWhere('challenge_expires_at', '>', now)
        .update({ attempted: true, updated_at: now });
      if (spent !== 1) throw new errors.ValidationError(MESSAGES.expired);
      const row = await strapi.db.query(UID).findOne({ where: { challenge }, select: ['id', 'answer'] });
      const answer = (row?.answer ?? []) as number[];
      const passed = answer.length === chosen.length && answer.every((position, i) => position === chosen[i]);
      if (!passed) throw new errors.ValidationError(MESSAGES.failed);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
      await knex(table())
        .where({ id: row.id })
        .update({ token_hash: hashToken(token), token_expires_at: expiresAt, updated_at: new Date() });
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Uses up a token: true only for a valid, unused, unexpired one. A single
     * conditional UPDATE, so of two concurrent requests with one token exactly one wins.
     */
    async consume(token: string): Promise<boolean> {
      if (typeof token !== 'string' || token.length < 16 || token.length > 200) return false;
      const now = new Date();
      const changed = await strapi.db
        .connection(table())
        .where({ token_hash: hashToken(token), used: false })
        .andWhere('token_expires_at', '>', now)
        .update({ used: true, updated_at: now });
      return changed === 1;
    },
  };
});

import { randomBytes, randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { SIGN_IN_QUESTIONS } from '../../../lib/sign-in-config';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';

const UID = 'api::sign-in-attempt.sign-in-attempt';

/** A question may be answered once, within 10 minutes. */
export const ATTEMPT_TTL_MS = 10 * 60_000;
/** The address of the row a sign-in try leaves: the next new attempt draws a new question. */
const TRIED = 'sign-in tried';

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  const sweep = () => sweepRows(strapi, UID, (rows) => rows.where('created_at', '<', new Date(Date.now() - KEEP_MS)));

  return {
    /**
     * The question picked by the server, the same for whoever asks until a sign-in is tried
     * (so 40 addresses asking see one question, not all five), remembered with an attempt id
     * bound to the asking address. Asking again answers the same open attempt until a sign-in
     * spends it or it expires (issue 14). The look-ups and the insert hold other writers back,
     * so a burst of asks opens one attempt per address, all with one question.
     */
    async issue(address: string): Promise<{ attempt: string; question: string }> {
      await sweep();
      return strapi.db.transaction(async ({ trx }) => {
        await lockForWrites(strapi, trx, table());
        const live = () => trx(table()).andWhere('expires_at', '>', new Date());
        const open = await live().where({ address, used: false }).first('attempt', 'question');
        if (open) return { attempt: open.attempt as string, question: SIGN_IN_QUESTIONS[Number(open.question)] };
        // The newest row says which question is out: an attempt's, or none after a try.
        const newest = await live().orderBy('id', 'desc').first('address', 'question');
        const question = newest && newest.address !== TRIED ? Number(newest.question) : randomInt(SIGN_IN_QUESTIONS.length);
        const attempt = randomBytes(18).toString('base64url');
        await strapi.documents(UID).create({
          data: { attempt, address, question, expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS), used: false },
        });
        return { attempt, question: SIGN_IN_QUESTIONS[question] };
      });
    },

    /**
     * Spends an attempt: the index of its question when it existed, was asked from this
     * address, unused and unexpired, else null. One conditional UPDATE decides, so of
     * concurrent sign-ins with one attempt only one gets its question. A try, right or
     * wrong, makes the next new attempt draw a new question.
     */
    async consume(attempt: string, address: string): Promise<number | null> {
      if (typeof attempt !== 'string' || attempt.length === 0 || attempt.length > 64) return null;
      const knex = strapi.db.connection;
      const now = new Date();
      const changed = await knex(table())
        .where({ attempt, address, used: false })
        .andWhere('expires_at', '>', now)
        .update({ used: true, updated_at: now });
      if (changed !== 1) return null;
      await strapi.documents(UID).create({
        data: {
          attempt: randomBytes(18).toString('base64url'),
          address: TRIED,
          question: 0,
          expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
          used: true,
        },
      });
      const row = await knex(table()).where({ attempt }).first('question');
      return row ? Number(row.question) : null;
    },
  };
});

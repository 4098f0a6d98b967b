import { randomBytes, randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { SIGN_IN_QUESTIONS } from '../../../lib/sign-in-config';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';

const UID = 'api::sign-in-attempt.sign-in-attempt';

/** A question may be answered once, within 10 minutes. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  const sweep = () => sweepRows(strapi, UID, (rows) => rows.where('created_at', '<', new Date(Date.now() - KEEP_MS)));

  return {
    /**
     * The question picked by the server for a client address; which one stays
     * with the attempt id, so the browser cannot choose an easy one. Asking
     * again answers the same open attempt until a sign-in spends it or it
     * expires, so re-asking cannot shop for an easy one either (issue 14). The
     * look-up and the insert hold other writers back, so a burst of asks from
     * one address opens one attempt.
     */
    async issue(address: string): Promise<{ attempt: string; question: string }> {
      await sweep();
      return strapi.db.transaction(async ({ trx }) => {
        await lockForWrites(strapi, trx, table());
        const open = await trx(table())
          .where({ address, used: false })
          .andWhere('expires_at', '>', new Date())
          .first('attempt', 'question');
        if (open) return { attempt: open.attempt as string, question: SIGN_IN_QUESTIONS[Number(open.question)] };
        const attempt = randomBytes(18).toString('base64url');
        const question = randomInt(SIGN_IN_QUESTIONS.length);
        await strapi.documents(UID).create({
          data: { attempt, address, question, expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS), used: false },
        });
        return { attempt, question: SIGN_IN_QUESTIONS[question] };
      });
    },

    /**
     * Spends an attempt: the index of its question when it existed, was unused
     * and unexpired, else null. One conditional UPDATE decides, so of
     * concurrent sign-ins with one attempt only one gets its question.
     */
    async consume(attempt: string): Promise<number | null> {
      if (typeof attempt !== 'string' || attempt.length === 0 || attempt.length > 64) return null;
      const knex = strapi.db.connection;
      const now = new Date();
      const changed = await knex(table())
        .where({ attempt, used: false })
        .andWhere('expires_at', '>', now)
        .update({ used: true, updated_at: now });
      if (changed !== 1) return null;
      const row = await knex(table()).where({ attempt }).first('question');
      return row ? Number(row.question) : null;
    },
  };
});

import { randomBytes, randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { SIGN_IN_QUESTIONS } from '../../../lib/sign-in-config';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';

const UID = 'api::sign-in-attempt.sign-in-attempt';

/** A question may be answered once, within 10 minutes. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  const sweep = () => sweepRows(strapi, UID, (rows) => rows.where('created_at', '<', new Date(Date.now() - KEEP_MS)));

  return {
    /** A question picked by the server; which one stays with the attempt id, so the browser cannot choose an easy one. */
    async issue(): Promise<{ attempt: string; question: string }> {
      await sweep();
      const attempt = randomBytes(18).toString('base64url');
      const question = randomInt(SIGN_IN_QUESTIONS.length);
      await strapi.documents(UID).create({
        data: { attempt, question, expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS), used: false } as any,
      });
      return { attempt, question: SIGN_IN_QUESTIONS[question] };
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

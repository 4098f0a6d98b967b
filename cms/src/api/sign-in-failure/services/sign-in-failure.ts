import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { sweepRows } from '../../../lib/sweep';
import { rawRows } from '../../../lib/raw-sql';

const UID = 'api::sign-in-failure.sign-in-failure';

/**
 * The brute-force back-off, as Ghost does it (its user_login limits): per key
 * (a client address, the owner's account) the first FREE_FAILURES failures
 * cost nothing; each one after that locks the key for a wait that starts at
 * 10 minutes and doubles, up to 7 days. The state is rows in the database, so
 * it survives restarts and is shared by every replica.
 */
export const FREE_FAILURES = 4;
export const FIRST_WAIT_SECONDS = 600;
export const MAX_WAIT_SECONDS = 7 * 24 * 3600;
/** A key that has failed nothing for a day past its last wait starts again from zero. */
export const FORGET_AFTER_MS = 24 * 3600_000;

/** The wait the `count`th failure earns: 0 while free, then 600 s, 1200 s, 2400 s, ... capped at 7 days. */
export function waitSeconds(count: number): number {
  if (count <= FREE_FAILURES) return 0;
  const doublings = Math.min(count - FREE_FAILURES - 1, 30);
  return Math.min(FIRST_WAIT_SECONDS * 2 ** doublings, MAX_WAIT_SECONDS);
}

export type Lockout = { key: string; count: number; seconds: number };

/** Strapi's document ids: 24 lowercase letters and digits. */
const documentId = () =>
  Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  /** Drops rows nobody needs any more (forgotten, not locked), a bounded batch per call. */
  function sweep(now: Date) {
    const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
    return sweepRows(strapi, UID, (rows) =>
      rows.where('last_failure_at', '<', forgotten).andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', forgotten)),
    );
  }

  /**
   * One more failure for `key`, counted in a single statement (an upsert on
   * the unique key), so concurrent failures all count. Returns the new count.
   */
  async function increment(key: string, now: Date): Promise<number> {
    const knex = strapi.db.connection;
    const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
    const result = await knex.raw(
      `INSERT INTO ?? (document_id, ??, ??, last_failure_at, locked_until, created_at, updated_at, published_at)
       VALUES (?, ?, 1, ?, NULL, ?, ?, ?)
       ON CONFLICT (??) DO UPDATE SET
         ?? = CASE
           WHEN ??.last_failure_at < ? AND (??.locked_until IS NULL OR ??.locked_until < ?) THEN 1
           ELSE ??.?? + 1 END,
         last_failure_at = excluded.last_failure_at,
         updated_at = excluded.updated_at
       RETURNING ??`,
      [
        table(), 'key', 'count',
        documentId(), key, now, now, now, now,
        'key',
        'count',
        table(), forgotten, table(), table(), forgotten,
        table(), 'count',
        'count',
      ],
    );
    return Number(rawRows(result)[0].count);
  }

  return {
    /** Seconds until every one of `keys` may try again; 0 when none is locked. */
    async lockedFor(keys: string[]): Promise<number> {
      const now = Date.now();
      const rows = await strapi.db.connection(table()).whereIn('key', keys).andWhere('locked_until', '>', new Date(now)).select('locked_until');
      const until = Math.max(0, ...rows.map((row) => new Date(row.locked_until).getTime()));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },

    /**
     * Counts a failure for each key and locks those past their free failures.
     * A lock only ever moves later (a conditional UPDATE), so when concurrent
     * failures finish out of order the longest wait wins. Returns the lockouts.
     */
    async record(keys: string[]): Promise<Lockout[]> {
      const now = new Date();
      const lockouts: Lockout[] = [];
      for (const key of keys) {
        const count = await increment(key, now);
        const seconds = waitSeconds(count);
        if (seconds === 0) continue;
        const until = new Date(now.getTime() + seconds * 1000);
        await strapi.db
          .connection(table())
          .where({ key })
          .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', until))
          .update({ locked_until: until, updated_at: now });
        lockouts.push({ key, count, seconds });
      }
      await sweep(now);
      return lockouts;
    },

    /**
     * A failed sign-in or owner-password check: counts it, and logs each
     * lockout it causes (never with what was typed) and sends it to the visitor log.
     */
    async fail(keys: string[], address: string, source: string): Promise<void> {
      const lockouts = await this.record(keys);
      for (const { key, count, seconds } of lockouts) {
        strapi.log.warn(`${source}: ${key} locked out for ${seconds} s after ${count} failed sign-ins`);
      }
      if (lockouts.length) await (strapi.service('api::visitor.visitor') as any).record(address, 'lockout');
    },

    /** A successful sign-in forgets the failures of its address and of the account. */
    async clear(keys: string[]): Promise<void> {
      await strapi.db.connection(table()).whereIn('key', keys).del();
    },
  };
});

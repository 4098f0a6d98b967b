import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { sweepRows } from '../../../lib/sweep';
import { rawRows } from '../../../lib/raw-sql';
import { serviceOf } from '../../../lib/services';

const UID = 'api::sign-in-failure.sign-in-failure';

/**
 * The brute-force back-off, as Ghost does it (its user_login limits): per key
 * (a client address, the owner's account, a known device, an owner's session,
 * a Strapi admin account) the first FREE_FAILURES failures
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

/** Whom a key counts failures for, by its prefix (the schema's description lists them). */
const KINDS = { ip: 'address', account: 'account', device: 'device', session: 'session', admin: 'admin account' } as const;
export type LockoutKind = (typeof KINDS)[keyof typeof KINDS] | 'other';

/** One key's failures as the owner's Blog page in Strapi's admin lists them. */
export type LockoutWire = {
  key: string;
  kind: LockoutKind;
  count: number;
  lastFailureAt: string;
  lockedUntil: string | null;
  /** Seconds the key must still wait; 0 when it may try now. */
  waitSeconds: number;
  /** The wait its next failure would earn. */
  nextWaitSeconds: number;
};

/**
 * The failures a check holds while it runs: reserved before the secret is
 * compared, then settled by exactly one of failed(), clear() or release().
 * `retryAfter` > 0 means a key is locked and nothing was reserved (nor may be checked).
 */
export type Reservation = { keys: string[]; retryAfter: number; lockouts: Lockout[] };

/** Strapi's document ids: 24 lowercase letters and digits. */
const documentId = () => Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

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
   * One failure more for each of `keys`, unless it is locked, counted and locked
   * in a single statement (an upsert on the unique key whose update only runs
   * on an unlocked row): the failure that earns a wait sets it at once, so no
   * concurrent check, in this process or another, can slip in after it. Keys are
   * taken in sorted order, so two such statements never wait on each other.
   * Returns the keys counted, with their new counts.
   */
  async function countUnlocked(keys: string[], now: Date): Promise<{ key: string; count: number }[]> {
    const t = `"${table()}"`;
    const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
    // 1 again for a key quiet for a day past its last wait, else one more.
    const next = `CASE WHEN ${t}.last_failure_at < :forgotten AND (${t}.locked_until IS NULL OR ${t}.locked_until < :forgotten) THEN 1 ELSE ${t}."count" + 1 END`;
    const bindings: Record<string, unknown> = { now, forgotten, longest: new Date(now.getTime() + MAX_WAIT_SECONDS * 1000) };
    // Each count past the free ones with its own wait; every later one waits the longest. Cast, or
    // PostgreSQL takes a CASE of parameters alone for text (SQLite keeps its milliseconds).
    const waits: string[] = [];
    for (let count = FREE_FAILURES + 1; waitSeconds(count) < MAX_WAIT_SECONDS; count++) {
      bindings[`until${count}`] = new Date(now.getTime() + waitSeconds(count) * 1000);
      waits.push(`WHEN ${count} THEN CAST(:until${count} AS timestamp)`);
    }
    const rows = [...new Set(keys)].sort().map((key, index) => {
      bindings[`key${index}`] = key;
      bindings[`document${index}`] = documentId();
      return `(:document${index}, :key${index}, 1, :now, NULL, :now, :now, :now)`;
    });
    const result = await strapi.db.connection.raw(
      `INSERT INTO ${t} (document_id, "key", "count", last_failure_at, locked_until, created_at, updated_at, published_at)
       VALUES ${rows.join(', ')}
       ON CONFLICT ("key") DO UPDATE SET
         "count" = ${next},
         last_failure_at = excluded.last_failure_at,
         locked_until = CASE WHEN ${next} <= ${FREE_FAILURES} THEN ${t}.locked_until ELSE CASE ${next} ${waits.join(' ')} ELSE CAST(:longest AS timestamp) END END,
         updated_at = excluded.updated_at
       WHERE ${t}.locked_until IS NULL OR ${t}.locked_until <= :now
       RETURNING "key", "count"`,
      bindings,
    );
    return rawRows(result).map((row) => ({ key: String(row.key), count: Number(row.count) }));
  }

  return {
    /** Seconds until every one of `keys` may try again; 0 when none is locked. */
    async lockedFor(keys: string[]): Promise<number> {
      const now = Date.now();
      const rows = await strapi.db
        .connection(table())
        .whereIn('key', keys)
        .andWhere('locked_until', '>', new Date(now))
        .select('locked_until');
      const until = Math.max(0, ...rows.map((row) => new Date(row.locked_until).getTime()));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },

    /**
     * Reserves one failure on each of `keys` before a secret is checked, all or
     * none: when one is locked, those counted are released and the answer is
     * its wait. So at most FREE_FAILURES + 1 checks per key (the last one locks)
     * are ever under way or made, however the requests are timed.
     */
    async reserve(keys: string[]): Promise<Reservation> {
      const now = new Date();
      const counted = await countUnlocked(keys, now);
      await sweep(now);
      if (counted.length < new Set(keys).size) {
        await this.release({ keys: counted.map(({ key }) => key), retryAfter: 0, lockouts: [] });
        // At least a second: the lock seen may have ended since.
        return { keys: [], retryAfter: Math.max(1, await this.lockedFor(keys)), lockouts: [] };
      }
      const lockouts = counted.map(({ key, count }) => ({ key, count, seconds: waitSeconds(count) })).filter(({ seconds }) => seconds > 0);
      return { keys, retryAfter: 0, lockouts };
    },

    /**
     * The check failed: its reserved failures stay counted. Logs each lockout
     * it caused (never with what was typed) and sends it to the visitor log.
     */
    async failed(reservation: Reservation, address: string, source: string): Promise<void> {
      for (const { key, count, seconds } of reservation.lockouts) {
        strapi.log.warn(`${source}: ${key} locked out for ${seconds} s after ${count} failed sign-ins`);
      }
      if (reservation.lockouts.length) await serviceOf(strapi, 'api::visitor.visitor').record(address, 'lockout');
    },

    /**
     * Nothing was checked after all: gives the reserved failures back, and
     * lifts the lock one of them set (no other check got in after it to set one).
     */
    async release(reservation: Reservation): Promise<void> {
      if (reservation.keys.length === 0) return;
      const knex = strapi.db.connection;
      await knex(table())
        .whereIn('key', reservation.keys)
        .andWhere('count', '>', 0)
        .update({
          count: knex.raw('?? - 1', ['count']),
          locked_until: knex.raw('CASE WHEN ?? > ? THEN NULL ELSE ?? END', ['count', FREE_FAILURES, 'locked_until']),
          updated_at: new Date(),
        });
    },

    /** Every key with failures on record, the locked ones first, then the latest: a page at a time. */
    async listForOwner({ page, pageSize }: { page: number; pageSize: number }) {
      const now = new Date();
      const knex = strapi.db.connection;
      const [rows, [{ total }]] = await Promise.all([
        knex(table())
          .select('key', 'count', 'last_failure_at', 'locked_until')
          .orderByRaw('CASE WHEN locked_until > ? THEN 0 ELSE 1 END', [now])
          .orderBy([
            { column: 'last_failure_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .offset((page - 1) * pageSize)
          .limit(pageSize),
        knex(table()).count({ total: '*' }),
      ]);
      const data: LockoutWire[] = rows.map((row) => {
        const key = String(row.key);
        const count = Number(row.count);
        const lockedUntil = row.locked_until === null ? null : new Date(row.locked_until);
        const locked = lockedUntil !== null && lockedUntil > now;
        return {
          key,
          kind: (KINDS as Record<string, LockoutKind>)[key.slice(0, key.indexOf(':'))] ?? 'other',
          count,
          lastFailureAt: new Date(row.last_failure_at).toISOString(),
          lockedUntil: locked ? lockedUntil.toISOString() : null,
          waitSeconds: locked ? Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) : 0,
          nextWaitSeconds: waitSeconds(count + 1),
        };
      });
      const count = Number(total);
      return { data, meta: { pagination: { page, pageSize, total: count, pageCount: Math.ceil(count / pageSize) } } };
    },

    /** Lifts a key's lockout and forgets its failures, as a right sign-in would. False when nothing was recorded for it. */
    async lift(key: string): Promise<boolean> {
      return (await strapi.db.connection(table()).where({ key }).del()) > 0;
    },

    /** The check succeeded: its keys' failures, the reserved one too, are forgotten. */
    async clear(reservation: Reservation): Promise<void> {
      await strapi.db.connection(table()).whereIn('key', reservation.keys).del();
    },
  };
});

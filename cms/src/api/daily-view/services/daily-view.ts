import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { countOncePerDay, utcDay } from '../../../lib/count-once-per-day';
import { serviceOf } from '../../../lib/services';
import { stored } from '../../../lib/stored';

const UID = 'api::daily-view.daily-view';

/** How many days the owner's Statistics page charts, today included. */
export const STATISTICS_DAYS = 30;

export type DayCount = { day: string; count: number };
export type Statistics = { today: DayCount; total: number; days: DayCount[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `length` UTC days that end with `last`, oldest first. */
function daysEndingOn(last: string, length: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length }, (_, i) => utcDay(end - (length - 1 - i) * DAY_MS));
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  /** One UPDATE in the database, so concurrent views never lose a count. Null when the day has no row yet. */
  async function addOne(day: string): Promise<number | null> {
    const knex = strapi.db.connection;
    const [row] = await knex(table())
      .where({ day })
      .update({ count: knex.raw('COALESCE(??, 0) + 1', ['count']), updated_at: new Date() }, ['count']);
    return row ? Number(row.count) : null;
  }

  /**
   * The day's row, made once even when its first views race. The unique
   * index on `day` makes a duplicate impossible; creators take turns here so
   * that a race is a short wait rather than a failed view.
   */
  async function createOnce(day: string) {
    await strapi.db.transaction(async ({ trx }) => {
      await lockForWrites(strapi, trx, table());
      if (await trx(table()).where({ day }).first('id')) return;
      // Through the Document Service, so document id, timestamps and publishedAt are what Strapi writes.
      await strapi.documents(UID).create({ data: { day, count: 0 } });
    });
  }

  /** Adds one to the day's count and answers its total. */
  async function countDay(day: string): Promise<DayCount> {
    let count = await addOne(day);
    if (count === null) {
      await createOnce(day);
      count = stored(await addOne(day), 'count');
    }
    return { day, count };
  }

  /** The day's count as it stands. */
  async function dayCount(day: string): Promise<DayCount> {
    const row = await strapi.db.connection(table()).where({ day }).first('count');
    return { day, count: Number(row?.count ?? 0) };
  }

  return {
    /**
     * Adds this reader's first view of today (UTC) to today's count and answers the
     * day and its total; a repeat from the same address that day is answered, not counted.
     */
    async countView(address: string): Promise<DayCount> {
      const day = utcDay();
      return countOncePerDay(
        strapi,
        { counter: 'day', address, day },
        () => countDay(day),
        () => dayCount(day),
      );
    },

    /** Today's (UTC) views as they stand, counting nothing. */
    today: (): Promise<DayCount> => dayCount(utcDay()),

    /**
     * The owner's Statistics page: today's views, the whole-site total, and the
     * last STATISTICS_DAYS days oldest first (a day nobody viewed counts 0).
     * One bounded query: `day` is unique, so the range holds at most that many rows.
     */
    async statistics(): Promise<Statistics> {
      const days = daysEndingOn(utcDay(), STATISTICS_DAYS);
      const [rows, total] = await Promise.all([
        strapi.documents(UID).findMany({
          filters: { day: { $gte: days[0], $lte: days[days.length - 1] } },
          fields: ['day', 'count'],
          limit: STATISTICS_DAYS,
        }),
        serviceOf(strapi, 'api::site-counter.site-counter').total(),
      ]);
      const counted = new Map(rows.map((row) => [String(row.day), Number(row.count ?? 0)]));
      const series = days.map((day) => ({ day, count: counted.get(day) ?? 0 }));
      return { today: series[series.length - 1], total, days: series };
    },
  };
});

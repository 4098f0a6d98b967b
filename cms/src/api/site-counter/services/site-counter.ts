import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { countOncePerDay, utcDay } from '../../../lib/count-once-per-day';
import { stored } from '../../../lib/stored';

const UID = 'api::site-counter.site-counter';

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  /**
   * One UPDATE in the database, never read-modify-write in JS, so concurrent
   * visits never lose a count. The lowest id is the row, should a second one
   * ever appear. Null when there is no row yet.
   */
  async function addOne(): Promise<number | null> {
    const knex = strapi.db.connection;
    const [row] = await knex(table())
      .where('id', knex(table()).min('id'))
      .update({ count: knex.raw('COALESCE(??, 1) + 1', ['count']), updated_at: new Date() }, ['count']);
    return row ? Number(row.count) : null;
  }

  /** The row the seed makes, made once even when first visits race. */
  async function createOnce() {
    await strapi.db.transaction(async ({ trx }) => {
      await lockForWrites(strapi, trx, table());
      if (await trx(table()).first('id')) return;
      // The spec's default count; the Document Service fills document id and timestamps as Strapi does.
      await strapi.documents(UID).create({ data: { count: 1 } });
    });
  }

  async function addVisit(): Promise<number> {
    const total = await addOne();
    if (total !== null) return total;
    await createOnce();
    return stored(await addOne(), 'count');
  }

  /** The whole-site total as counted so far; 0 before the first visit makes the row. */
  async function total(): Promise<number> {
    const counter = await strapi.documents(UID).findFirst({ fields: ['count'] });
    return Number(counter?.count ?? 0);
  }

  return {
    /**
     * Adds this reader's first visit of the day (UTC) to the whole-site counter and answers
     * the new total; a repeat from the same address that day is answered, not counted.
     */
    async countVisit(address: string): Promise<number> {
      return countOncePerDay(strapi, { counter: 'site', address, day: utcDay() }, addVisit, total);
    },

    total,
  };
});

import { factories } from '@strapi/strapi';

const UID = 'api::daily-view.daily-view';

/** Today in UTC as Strapi stores a date attribute: YYYY-MM-DD. */
const today = () => new Date().toISOString().slice(0, 10);

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
      // SQLite's single connection already runs transactions one at a time.
      if (strapi.db.dialect.client === 'postgres') await trx.raw('LOCK TABLE ?? IN SHARE ROW EXCLUSIVE MODE', [table()]);
      if (await trx(table()).where({ day }).first('id')) return;
      // Through the Document Service, so document id, timestamps and publishedAt are what Strapi writes.
      await strapi.documents(UID).create({ data: { day, count: 0 } });
    });
  }

  return {
    /** Adds this view to today's count (UTC) and answers the day and its total. */
    async countView(): Promise<{ day: string; count: number }> {
      const day = today();
      let count = await addOne(day);
      if (count === null) {
        await createOnce(day);
        count = await addOne(day);
      }
      return { day, count };
    },
  };
});

import { factories } from '@strapi/strapi';
import { isUniqueViolation } from '../../../lib/db-errors';
import { type WorkingCopyFields, isNewWork } from '@blog/contract/inputs/working-copy';
import { KEPT_COPIES } from '../lib/kept-copies';

const UID = 'api::working-copy.working-copy';
const ARTICLE = 'api::article.article';

export type SaveOutcome = { outcome: 'saved'; revision: number; savedAt: string } | { outcome: 'stale' } | { outcome: 'no-article' };

type Row = { work: string; revision: number; savedAt: unknown; fields: unknown };
const toWire = (row: Row) => ({
  reference: row.work,
  revision: row.revision,
  savedAt: new Date(row.savedAt as string).toISOString(),
  fields: row.fields as WorkingCopyFields,
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The copy of one piece of work, or null. */
  async read(work: string) {
    const row = await strapi.db.query(UID).findOne({ where: { work } });
    return row ? toWire(row) : null;
  },

  /** The most recently saved copy of new work (another browser's new piece knows no key of this one). */
  async newestNewWork() {
    const row = await strapi.db
      .query(UID)
      .findOne({ where: { work: { $startsWith: 'new-' } }, orderBy: [{ savedAt: 'desc' }, { id: 'desc' }] });
    return row ? toWire(row) : null;
  },

  /**
   * Saves a copy over `revision`, the one the browser last saw (0: none yet). Each is one
   * statement the database decides: an insert the unique index lets through once, or an update
   * whose WHERE holds the revision. So an older save never replaces a newer one: it is 'stale'.
   */
  async save(work: string, revision: number, fields: WorkingCopyFields): Promise<SaveOutcome> {
    if (!isNewWork(work) && (await strapi.db.query(ARTICLE).count({ where: { documentId: work } })) === 0) return { outcome: 'no-article' };
    const savedAt = new Date();
    if (revision === 0) {
      try {
        await strapi.documents(UID).create({ data: { work, revision: 1, savedAt: savedAt.toISOString(), fields } });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'stale' };
        throw error;
      }
      await this.trim();
      return { outcome: 'saved', revision: 1, savedAt: savedAt.toISOString() };
    }
    const { count } = await strapi.db
      .query(UID)
      .updateMany({ where: { work, revision }, data: { revision: revision + 1, savedAt, fields, updatedAt: savedAt } });
    return count === 1 ? { outcome: 'saved', revision: revision + 1, savedAt: savedAt.toISOString() } : { outcome: 'stale' };
  },

  /** Drops the copy once its work is saved, unless a newer one than `revision` came meanwhile. True when one went. */
  async remove(work: string, revision: number): Promise<boolean> {
    const { count } = await strapi.db.query(UID).deleteMany({ where: { work, revision: { $lte: revision } } });
    return count > 0;
  },

  /** Keeps the newest KEPT_COPIES. */
  async trim() {
    const older = await strapi.db
      .query(UID)
      .findMany({ select: ['id'], orderBy: [{ savedAt: 'desc' }, { id: 'desc' }], offset: KEPT_COPIES, limit: 100 });
    if (older.length > 0) await strapi.db.query(UID).deleteMany({ where: { id: { $in: older.map((row) => row.id) } } });
  },
}));

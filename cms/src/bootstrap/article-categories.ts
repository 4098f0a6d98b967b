import type { Core } from '@strapi/strapi';
import { CATEGORIES, categoryOfHeading, sectionOfCategory } from '@blog/rules/category';

const BATCH = 500;
const KINDS = ['api::article.article', 'api::draft.draft'] as const;

/**
 * The writer's category decides an article's section (ADR 27). At every start, before the
 * content version moves (so web servers render afresh): articles and drafts stored without a
 * category (an import of older data, a raw insert) get the heading rule's, and every article's
 * section is made its category's, which also moves the articles a section once took from
 * their heading alone. Idempotent, so replicas starting together agree; set-based UPDATEs
 * once nothing is missing, so a start costs two statements on a large table.
 */
export async function classifyArticles(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const uid of KINDS) {
    const table = strapi.db.metadata.get(uid).tableName;
    for (;;) {
      const rows: { id: number; heading_save: string | null }[] = await knex(table)
        .whereNull('category')
        .select('id', 'heading_save')
        .orderBy('id')
        .limit(BATCH);
      if (rows.length === 0) break;
      for (const category of CATEGORIES) {
        const ids = rows.filter((row) => categoryOfHeading(row.heading_save ?? '') === category).map((row) => row.id);
        if (ids.length) await knex(table).whereIn('id', ids).whereNull('category').update({ category });
      }
    }
  }
  const articles = strapi.db.metadata.get('api::article.article').tableName;
  for (const category of CATEGORIES) {
    const section = sectionOfCategory(category);
    await knex(articles)
      .where({ category })
      .andWhere((rows) => rows.whereNull('section').orWhereNot('section', section))
      .update({ section });
  }
}

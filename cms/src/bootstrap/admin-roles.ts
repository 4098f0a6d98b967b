import type { Core } from '@strapi/strapi';

/**
 * Who may open what in Strapi's Content Manager, set again at every start (after Strapi resets
 * the Super Admin's permissions). A role other than Super Admin keeps only the writing: readers'
 * data (subscribers, opinions, pings, visitors), lockout rows, sessions and every other collection
 * stay with the Super Admin, as the Blog page does. (Collections with secret columns are among them;
 * the views keep those columns out of the Super Admin's forms, bootstrap/content-manager.ts.)
 */
const CONTENT_MANAGER = 'plugin::content-manager.explorer.';

/** The collections a role other than Super Admin may keep: what is written, nothing readers leave. */
const WRITING = new Set(['api::article.article', 'api::draft.draft', 'api::quote.quote']);

type Permission = { id: number; subject: string | null; role?: { code: string } | null };

export async function guardContentManager(strapi: Core.Strapi) {
  const permissions = strapi.db.query('admin::permission');
  const rows = (await permissions.findMany({
    where: { action: { $startsWith: CONTENT_MANAGER } },
    populate: ['role'],
  })) as Permission[];
  const superAdmin = (await strapi.service('admin::role').getSuperAdmin()) as { code: string } | null;
  const outside = rows.filter((row) => row.role?.code !== superAdmin?.code && !WRITING.has(row.subject ?? ''));
  if (outside.length) await permissions.deleteMany({ where: { id: { $in: outside.map((row) => row.id) } } });
}

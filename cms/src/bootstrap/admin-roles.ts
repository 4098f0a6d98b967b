import type { Core } from '@strapi/strapi';

/**
 * Who may open what in Strapi's Content Manager, set again at every start (after Strapi resets
 * the Super Admin's permissions). A role other than Super Admin keeps only the writing: readers'
 * data (subscribers, opinions, pings, visitors), lockout rows, sessions and every other collection
 * stay with the Super Admin, as the Blog page does. Secret columns (tokens, confirmation hashes,
 * challenge answers) leave every role's field list, so the Content Manager neither shows nor sends them.
 */
const CONTENT_MANAGER = 'plugin::content-manager.explorer.';

/** The collections a role other than Super Admin may keep: what is written, nothing readers leave. */
const WRITING = new Set(['api::article.article', 'api::draft.draft', 'api::quote.quote']);

/** Columns nobody reads in the Content Manager: a live token or what checks one. */
const SECRET_COLUMNS: Record<string, string[]> = {
  'api::subscriber.subscriber': ['token', 'confirmHash'],
  'api::human-check.human-check': ['challenge', 'answer', 'tokenHash'],
  'api::owner-session.owner-session': ['sessionId'],
  'api::preview-link.preview-link': ['tokenHash'],
  'api::sign-in-attempt.sign-in-attempt': ['attempt'],
  'api::vault-entry.vault-entry': ['secret'],
};

type Permission = { id: number; subject: string | null; properties?: { fields?: string[] } | null; role?: { code: string } | null };

export async function guardContentManager(strapi: Core.Strapi) {
  const permissions = strapi.db.query('admin::permission');
  const rows = (await permissions.findMany({
    where: { action: { $startsWith: CONTENT_MANAGER } },
    populate: ['role'],
  })) as Permission[];
  const superAdmin = (await strapi.service('admin::role').getSuperAdmin()) as { code: string } | null;
  const outside = rows.filter((row) => row.role?.code !== superAdmin?.code && !WRITING.has(row.subject ?? ''));
  if (outside.length) await permissions.deleteMany({ where: { id: { $in: outside.map((row) => row.id) } } });
  for (const row of rows.filter((row) => !outside.includes(row))) {
    const secret = SECRET_COLUMNS[row.subject ?? ''];
    const fields = row.properties?.fields;
    if (!secret || !fields?.some((field) => secret.includes(field))) continue;
    await permissions.update({
      where: { id: row.id },
      data: { properties: { ...row.properties, fields: fields.filter((field) => !secret.includes(field)) } },
    });
  }
}

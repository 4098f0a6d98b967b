import type { Core } from '@strapi/strapi';
import type { Section } from '@blog/rules/category';
import { ARTICLES_TAG, FLAGS_TAG, QUOTE_TAG, articleTag, sectionTag } from '@blog/rules/content-tags';

const ARTICLE = 'api::article.article';

/** What of an article decides which lists hold it, where, and at which address. */
type ListPosition = { section: Section | null; headingSave: string; href: string | null; createdAt: string | number | null };
const LIST_POSITION_FIELDS = ['section', 'headingSave', 'href', 'createdAt'] as const;

const listPositionOf = (row: Record<string, unknown> | null | undefined): ListPosition | null =>
  row
    ? {
        section: (row.section as Section | null) ?? null,
        headingSave: String(row.headingSave ?? ''),
        href: (row.href as string | null) ?? null,
        createdAt: (row.createdAt as string | number | null) ?? null,
      }
    : null;

const samePosition = (before: ListPosition | null, after: ListPosition | null) =>
  before !== null &&
  after !== null &&
  before.section === after.section &&
  before.headingSave === after.headingSave &&
  before.href === after.href &&
  String(before.createdAt) === String(after.createdAt);

/**
 * Where one article stands, read inside the write's transaction (Strapi's queries join the
 * transaction under way), so "before" and "after" are exactly the write's own.
 */
export async function readListPosition(strapi: Core.Strapi, documentId: string | undefined): Promise<ListPosition | null> {
  if (!documentId) return null;
  const row = await strapi.db.query(ARTICLE).findOne({ where: { documentId }, select: [...LIST_POSITION_FIELDS] });
  return listPositionOf(row);
}

/**
 * The tags an article write moves: always the article's own; the lists too when it joined
 * or left them, or moved in them (section, title, address, order's date). A body or cover
 * edit re-renders its page and the pages that show its card, and no other list.
 */
export function articleWriteTags(documentId: string | undefined, before: ListPosition | null, after: ListPosition | null): string[] {
  const tags = documentId ? [articleTag(documentId)] : [];
  if (documentId && samePosition(before, after)) return tags;
  const sections = new Set([before?.section, after?.section].filter((section): section is Section => Boolean(section)));
  // A write whose article is unknown (no id) may have touched any list.
  if (!documentId) sections.add('coding').add('health');
  return [...tags, ARTICLES_TAG, ...[...sections].map(sectionTag)];
}

/** The one tag of the other reader content types (they are read whole). */
export const WHOLE_TYPE_TAGS: Record<string, string> = {
  'api::quote.quote': QUOTE_TAG,
  'api::site-flag.site-flag': FLAGS_TAG,
};

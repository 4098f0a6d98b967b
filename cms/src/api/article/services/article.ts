import { factories } from '@strapi/strapi';
import type { Section } from '@blog/rules/category';
import { LIST_FIELDS, articleToWire } from '../../../lib/article-wire';

const UID = 'api::article.article';

export type ListQuery = { section?: Section; page: number; pageSize: number; excludeHeading?: string };

export type SearchQuery = { text: string; limit: number };

/** What a search result needs: a link and a title, never the body. */
const SEARCH_FIELDS = ['href', 'headingSave', 'section'] as const;
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export default factories.createCoreService(UID, ({ strapi }) => ({
  async findByHref(href: string) {
    const doc = await strapi.documents(UID).findFirst({ filters: { href } });
    return doc ? articleToWire(doc, true) : null;
  },

  async findByDocumentId(documentId: string) {
    const doc = await strapi.documents(UID).findOne({ documentId });
    return doc ? articleToWire(doc, true) : null;
  },

  /**
   * The article a reader page shows, from that page's path: /blog/{id} by
   * document id, /local/{slug} and /local{href} by href, anything else as an href.
   */
  async findByPath(path: string) {
    const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
    const blog = /^\/blog\/([A-Za-z0-9]{1,64})$/.exec(clean);
    if (blog) return this.findByDocumentId(blog[1]);
    const local = /^\/local(\/.+)$/.exec(clean);
    return this.findByHref(local ? local[1] : clean);
  },

  /** Newest first, one page at a time, without bodies. */
  async list({ section, page, pageSize, excludeHeading }: ListQuery) {
    const filters: Record<string, unknown> = {};
    if (section) filters.section = section;
    if (excludeHeading) filters.headingSave = { $notContainsi: excludeHeading };
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({
        filters,
        fields: [...LIST_FIELDS],
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.documents(UID).count({ filters }),
    ]);
    return {
      data: docs.map((doc) => articleToWire(doc, false)),
      meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
    };
  },

  /**
   * Articles whose heading contains the text (any case): exact headings first,
   * then newest first, at most `limit`, plus how many match in all. Three
   * bounded queries (LIKE escapes % and _), so no page ever loads every article.
   */
  async search({ text, limit }: SearchQuery) {
    const contains = { headingSave: { $containsi: text } };
    const query = { fields: [...SEARCH_FIELDS], sort: NEWEST_FIRST, limit };
    const [exact, others, total] = await Promise.all([
      strapi.documents(UID).findMany({ ...query, filters: { headingSave: { $eqi: text } } }),
      strapi.documents(UID).findMany({ ...query, filters: { $and: [contains, { headingSave: { $nei: text } }] } }),
      strapi.documents(UID).count({ filters: contains }),
    ]);
    return {
      data: [...exact, ...others].slice(0, limit).map((doc) => ({
        _id: doc.documentId,
        href: doc.href,
        headingSave: doc.headingSave,
        section: doc.section,
      })),
      meta: { total },
    };
  },
}));

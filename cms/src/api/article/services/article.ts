import { factories } from '@strapi/strapi';
import { type ArticleCheckInput, firstArticleProblem } from '@blog/rules/article-checks';
import type { Section } from '@blog/rules/category';
import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import { LIST_FIELDS, articleExcerpt, articleToWire } from '../../../lib/article-wire';
import { uploadBytes } from '../../../lib/uploads-folder';
import { type ArticleSearchRow, findArticlesByHeading } from '../../../lib/article-search';
import { type FullTextQuery, hasTerms } from '@blog/rules/full-text';
import { searchFullText } from '../lib/full-text-search';
import { cachedAnswer } from '../lib/full-text-cache';
import { relatedArticleIds } from '../lib/related-articles';
import { type ArticleData, titleProblem } from '../../../lib/article-data';
import { isUniqueViolation } from '../../../lib/db-errors';
import { cmsConfig } from '../../../lib/config';

const UID = 'api::article.article';

/** A timestamp from raw SQL as ISO 8601: SQLite keeps Strapi's as milliseconds (a number, or digits), PostgreSQL answers a Date. */
const isoTime = (value: unknown) =>
  new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string)).toISOString();

/** A search's found article with the spec's names: what a result links to and shows. */
const foundToWire = (found: Pick<ArticleSearchRow, 'documentId' | 'href' | 'headingSave' | 'createdAt'> & { section: string | null }) => ({
  _id: found.documentId,
  href: found.href,
  headingSave: found.headingSave,
  section: found.section,
  createdAt: isoTime(found.createdAt),
});

export type ListQuery = { section?: Section; page: number; pageSize: number; excludeHeading?: string; withExcerpts?: boolean };

export type SearchQuery = { text: string; limit: number };

export type FullTextSearchQuery = { query: FullTextQuery; page: number; pageSize: number };

/** The spec's Next Articles: up to this many. */
const NEXT_ARTICLES = 4;

/** A new article's id and address; null when its href was taken. */
export type CreatedArticle = { documentId: string; href: string } | null;

export const HREF_TAKEN = 'An article with this title already exists.';

/** What the editor's rules look at (docs/spec/admin-side.md section 5, "Article save"): the fields of a save. */
export type ArticleRuleInput = Omit<ArticleCheckInput, 'signedIn' | 'mode' | 'editorPassword'>;

/**
 * True when a write failed because another article holds the href: the
 * database's unique index (a lost race), or Strapi's own unique check.
 */
function isHrefConflict(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  const details = (error as { name?: string; details?: { errors?: { path?: string[]; message?: string }[] } })?.details;
  return (
    (error as { name?: string })?.name === 'ValidationError' &&
    Boolean(details?.errors?.some((issue) => issue.path?.join('.') === 'href' && /unique/i.test(issue.message ?? '')))
  );
}

/** A whole article as a reader's read answers it: with the byte size of its cover's file when the site holds that file. */
async function wholeArticle(doc: Record<string, unknown>) {
  return { ...articleToWire(doc, true), imageCdnBytes: await uploadBytes(typeof doc.imageCdn === 'string' ? doc.imageCdn : '') };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async findByHref(href: string) {
    const doc = await strapi.documents(UID).findFirst({ filters: { href } });
    return doc ? wholeArticle(doc) : null;
  },

  async findByDocumentId(documentId: string) {
    const doc = await strapi.documents(UID).findOne({ documentId });
    return doc ? wholeArticle(doc) : null;
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

  /**
   * The first rule of the editor an article breaks, as the owner's message, or
   * null. The session is the owner's (the is-owner policy ran), so "signed in"
   * always holds; the body is judged as it will be stored, sanitised.
   */
  problemOf(input: ArticleRuleInput, mode: 'post' | 'edit', editorPassword?: string): string | null {
    const problem = firstArticleProblem(
      { ...input, bodyHtml: sanitizeArticleHtml(input.bodyHtml), signedIn: true, mode, editorPassword },
      cmsConfig().site.authorName,
    );
    return problem ?? titleProblem(input.headingSave);
  },

  /**
   * Creates an article (the newsletter follows, lib/newsletter.ts). Null when
   * its href is taken: Strapi's check of the `unique` attribute says so, or,
   * when a concurrent create slips past that check, the database's unique index.
   */
  async createFromEditor(data: ArticleData): Promise<CreatedArticle> {
    try {
      const created = await strapi.documents(UID).create({ data });
      return { documentId: created.documentId, href: data.href };
    } catch (error) {
      if (isHrefConflict(error)) return null;
      throw error;
    }
  },

  /** Replaces an article's fields; the href follows the title. */
  async updateFromEditor(documentId: string, data: ArticleData): Promise<'updated' | 'not-found' | 'href-taken'> {
    if (!(await strapi.documents(UID).findOne({ documentId, fields: ['id'] }))) return 'not-found';
    try {
      const updated = await strapi.documents(UID).update({ documentId, data });
      return updated ? 'updated' : 'not-found';
    } catch (error) {
      if (isHrefConflict(error)) return 'href-taken';
      throw error;
    }
  },

  /** Deletes one article. False when no article has this documentId. */
  async removeByDocumentId(documentId: string): Promise<boolean> {
    const { entries } = await strapi.documents(UID).delete({ documentId });
    return entries.length > 0;
  },

  /** Newest first, one page at a time, without bodies; with each one's excerpt when asked (its body is read for it). */
  async list({ section, page, pageSize, excludeHeading, withExcerpts = false }: ListQuery) {
    const filters: Record<string, unknown> = {};
    if (section) filters.section = section;
    if (excludeHeading) filters.headingSave = { $notContainsi: excludeHeading };
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({
        filters,
        fields: withExcerpts ? [...LIST_FIELDS, 'articleSave'] : [...LIST_FIELDS],
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.documents(UID).count({ filters }),
    ]);
    return {
      data: docs.map((doc) => (withExcerpts ? { ...articleToWire(doc, false), excerpt: articleExcerpt(doc) } : articleToWire(doc, false))),
      meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
    };
  },

  /**
   * Reader search: the first `limit` matches by heading and how many match (counted up to a
   * cap). createdAt lets the web server merge in the articles shipped with the site, in order.
   */
  async search({ text, limit }: SearchQuery) {
    const { rows, total, capped } = await findArticlesByHeading(strapi, text, limit);
    return {
      data: rows.map(foundToWire),
      meta: { total, capped },
    };
  },

  /**
   * Full-text search (ADR 44): one page of matches, title matches first, each with its marked
   * snippet. A query of stop words alone searches nothing and says so.
   */
  async searchText({ query, page, pageSize }: FullTextSearchQuery) {
    const { hits, total, capped } = hasTerms(query)
      ? // One key per query as the index reads it: "Sleep  HABIT" and "habit sleep" are one search.
        await cachedAnswer(strapi, JSON.stringify([[...query.words].sort(), query.phrases, page, pageSize]), (version) =>
          searchFullText(strapi, query, page, pageSize, version),
        )
      : { hits: [], total: 0, capped: false };
    return {
      data: hits.map((hit) => ({
        ...foundToWire(hit),
        dateSave: hit.dateSave ?? '',
        snippet: hit.snippet,
        inTitle: hit.inTitle,
      })),
      meta: { page, pageSize, total, capped, onlyStopWords: query.onlyStopWords },
    };
  },

  /** An article's Next Articles, most related first (may be fewer than 4: the page fills up with the newest); null for an unknown id. */
  async related(documentId: string) {
    const ids = await relatedArticleIds(strapi, documentId, NEXT_ARTICLES);
    if (ids === null) return null;
    const docs = ids.length === 0 ? [] : await strapi.documents(UID).findMany({ filters: { id: { $in: ids } }, fields: [...LIST_FIELDS] });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    return { data: ids.flatMap((id) => (byId.has(id) ? [articleToWire(byId.get(id)!, false)] : [])) };
  },
}));

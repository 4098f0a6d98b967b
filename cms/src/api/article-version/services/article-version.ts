import { factories } from '@strapi/strapi';
import { categoryOfHeading, isCategory } from '@blog/rules/category';
import { HREF_TAKEN } from '../../article/services/article';
import { articleDataOf } from '../../../lib/article-data';
import { KEPT_VERSIONS } from '../../../lib/article-history';
import { serviceOf } from '../../../lib/services';
import { htmlOfStored } from '../../../lib/stored-body';

const UID = 'api::article-version.article-version';
const ARTICLE = 'api::article.article';

/** An article's or draft's stored fields, as the database row (or the Document Service) holds them. */
export type StoredArticle = Record<string, unknown> & { updatedAt?: unknown };

export type VersionPage = { page: number; pageSize: number };

export type RestoreOutcome =
  | { outcome: 'restored'; documentId: string; href: string }
  | { outcome: 'not-found'; message: string }
  | { outcome: 'href-taken'; message: string };

export const VERSION_NOT_FOUND = 'No article version has this id.';
export const ARTICLE_NOT_FOUND = 'No article has this id.';

const LIST_FIELDS = ['savedAt', 'headingSave', 'totalWords'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const links = (value: unknown): string[] => (Array.isArray(value) ? value.filter((link): link is string => typeof link === 'string') : []);
const iso = (value: unknown) => new Date(value as string).toISOString();

/** One state of an article in the product's words (these routes are not the spec's: ADR 34). */
function stateOf(doc: Record<string, unknown>, savedAt: unknown) {
  return {
    id: String(doc.documentId),
    savedAt: iso(savedAt),
    title: text(doc.headingSave),
    cover: text(doc.imageCdn),
    credit: text(doc.imageSource),
    body: htmlOfStored(text(doc.articleSave)) ?? '',
    sources: links(doc.researchLinksSave),
    author: text(doc.authorSave),
    displayDate: text(doc.dateSave),
    category: text(doc.category),
    wordCount: Number(doc.totalWords ?? 0),
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Keeps `replaced`, the state a write of article `article` replaces, and drops the oldest
   * beyond KEPT_VERSIONS. Called inside the write's transaction (lib/article-history.ts,
   * the draft's publish), so the version and the write commit together or not at all.
   */
  async keep(article: string, replaced: StoredArticle) {
    await strapi.documents(UID).create({
      data: {
        article,
        savedAt: iso(replaced.updatedAt ?? Date.now()),
        totalWords: Number(replaced.totalWords ?? 0),
        // Every field the writer can change, the body as stored.
        headingSave: text(replaced.headingSave),
        imageCdn: text(replaced.imageCdn),
        imageSource: text(replaced.imageSource),
        articleSave: text(replaced.articleSave),
        authorSave: text(replaced.authorSave),
        dateSave: text(replaced.dateSave),
        researchLinksSave: links(replaced.researchLinksSave),
        category: isCategory(replaced.category) ? replaced.category : undefined,
      },
    });
    const older = await strapi.db
      .query(UID)
      .findMany({ where: { article }, select: ['id'], orderBy: [{ id: 'desc' }], offset: KEPT_VERSIONS, limit: 1000 });
    if (older.length > 0) await strapi.db.query(UID).deleteMany({ where: { id: { $in: older.map((row) => row.id) } } });
  },

  /** A deleted article's versions go with it (in the delete's transaction). */
  async forget(article: string) {
    await strapi.db.query(UID).deleteMany({ where: { article } });
  },

  /** An article's versions, newest first, one page at a time, with its title now; null when no article has this id. */
  async listForOwner(article: string, { page, pageSize }: VersionPage) {
    const current = await strapi.documents(ARTICLE).findOne({ documentId: article, fields: ['headingSave'] });
    if (!current) return null;
    const filters = { article };
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({
        filters,
        fields: [...LIST_FIELDS],
        sort: [{ id: 'desc' }],
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.documents(UID).count({ filters }),
    ]);
    return {
      data: docs.map((doc) => ({
        id: doc.documentId,
        savedAt: iso(doc.savedAt),
        title: text(doc.headingSave),
        wordCount: doc.totalWords ?? 0,
      })),
      meta: {
        pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) },
        article: { id: article, title: text(current.headingSave) },
      },
    };
  },

  /** One version and the article as it is now, to compare them; null when either is gone. */
  async findForOwner(documentId: string) {
    const version = await strapi.documents(UID).findOne({ documentId });
    if (!version) return null;
    const current = await strapi.documents(ARTICLE).findOne({ documentId: String(version.article) });
    if (!current) return null;
    return {
      article: String(version.article),
      version: stateOf(version, version.savedAt),
      current: stateOf(current, current.updatedAt),
    };
  },

  /**
   * Restore: an edit of the article to the version's fields, through the Document Service,
   * so it is checked as every write is, the state it replaces is kept as a version
   * (lib/article-history.ts) and the content version moves: readers see it at once.
   */
  async restore(documentId: string): Promise<RestoreOutcome> {
    const version = await strapi.documents(UID).findOne({ documentId });
    if (!version) return { outcome: 'not-found', message: VERSION_NOT_FOUND };
    const article = String(version.article);
    const headingSave = text(version.headingSave);
    const data = articleDataOf({
      headingSave,
      imageCdn: text(version.imageCdn),
      imageSource: text(version.imageSource),
      articleSave: text(version.articleSave),
      authorSave: text(version.authorSave),
      dateSave: text(version.dateSave),
      researchLinksSave: links(version.researchLinksSave),
      category: isCategory(version.category) ? version.category : categoryOfHeading(headingSave),
    });
    const outcome = await serviceOf(strapi, ARTICLE).updateFromEditor(article, data);
    if (outcome === 'not-found') return { outcome, message: ARTICLE_NOT_FOUND };
    if (outcome === 'href-taken') return { outcome, message: HREF_TAKEN };
    return { outcome: 'restored', documentId: article, href: data.href };
  },
}));

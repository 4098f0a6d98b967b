import { factories, type Modules } from '@strapi/strapi';
import { readBody } from '@blog/rules/body';
import { categoryOfHeading } from '@blog/rules/category';
import { articleToWire } from '../../../lib/article-wire';
import { type ArticleData, articleDataOf } from '../../../lib/article-write-input';
import { serviceOf } from '../../../lib/services';

const UID = 'api::draft.draft';
const ARTICLE = 'api::article.article';
const VERSIONS = 'api::article-version.article-version';

export type OwnerPage = { page: number; pageSize: number };

export type PublishOutcome =
  | { outcome: 'published'; documentId: string; href: string }
  | { outcome: 'not-found' }
  | { outcome: 'href-taken' }
  | { outcome: 'invalid'; message: string };

/** Rolls the publish back when the draft went away under it (another publish or delete won). */
class DraftGone extends Error {}

type StoredDraft = Modules.Documents.Document<typeof UID>;

const toIso = (value: unknown) => new Date(value as string).toISOString();

/** A draft on the wire: an article's fields (articleSave as base64 of sanitised HTML), without id and section. */
function draftToWire(doc: StoredDraft) {
  const { id: _rowId, section: _section, ...wire } = articleToWire(doc, true);
  return { ...wire, createdAt: toIso(doc.createdAt), updatedAt: toIso(doc.updatedAt) };
}

/** The research links a draft stores: a JSON attribute, which Strapi types as any JSON, always written as a list of texts. */
const storedLinks = (value: unknown): string[] => (Array.isArray(value) && value.every((link) => typeof link === 'string') ? value : []);

/** A stored draft's fields as the editor sent them, to publish it. */
const fieldsOf = (draft: StoredDraft) => ({
  headingSave: draft.headingSave ?? '',
  imageCdn: draft.imageCdn ?? '',
  imageSource: draft.imageSource ?? '',
  articleSave: draft.articleSave ?? '',
  authorSave: draft.authorSave ?? '',
  dateSave: draft.dateSave ?? '',
  researchLinksSave: storedLinks(draft.researchLinksSave),
  // Every draft has one since ADR 27's start-up classification; Strapi types every attribute as optional.
  category: draft.category ?? categoryOfHeading(draft.headingSave ?? ''),
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The Draft page's list (call 7): most recently updated first, one page at a time. */
  async listForOwner({ page, pageSize }: OwnerPage) {
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({ sort: [{ updatedAt: 'desc' }, { id: 'desc' }], start: (page - 1) * pageSize, limit: pageSize }),
      strapi.documents(UID).count({}),
    ]);
    return { data: docs.map(draftToWire), meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  async createForOwner(data: ArticleData): Promise<string> {
    return (await strapi.documents(UID).create({ data })).documentId;
  },

  /** Replaces a draft's fields (call 8). False when no draft has this documentId. */
  async updateForOwner(documentId: string, data: ArticleData): Promise<boolean> {
    if (!(await strapi.documents(UID).findOne({ documentId, fields: ['id'] }))) return false;
    return Boolean(await strapi.documents(UID).update({ documentId, data }));
  },

  /** Deletes one draft (call 9). False when no draft has this documentId. */
  async removeForOwner(documentId: string): Promise<boolean> {
    const { entries } = await strapi.documents(UID).delete({ documentId });
    return entries.length > 0;
  },

  /**
   * Publish: the article is created from the draft, the draft kept as its first version and
   * deleted, in one transaction, so either all of it happens or none does. The draft must
   * pass the editor's rules (its "researched" confirmation is taken as given).
   */
  async publish(documentId: string): Promise<PublishOutcome> {
    const articles = serviceOf(strapi, ARTICLE);
    try {
      return await strapi.db.transaction(async (): Promise<PublishOutcome> => {
        const draft = await strapi.documents(UID).findOne({ documentId });
        if (!draft) return { outcome: 'not-found' };
        const fields = fieldsOf(draft);
        const message = articles.problemOf({ ...fields, bodyHtml: readBody(fields.articleSave), reference: 'true' }, 'post');
        if (message) return { outcome: 'invalid', message };
        const created = await articles.createFromEditor(articleDataOf(fields));
        if (!created) return { outcome: 'href-taken' };
        // The publish replaces the draft: its last state is the article's first version (ADR 34).
        await serviceOf(strapi, VERSIONS).keep(created.documentId, draft);
        const { entries } = await strapi.documents(UID).delete({ documentId });
        if (entries.length === 0) throw new DraftGone();
        return { outcome: 'published', ...created };
      });
    } catch (error) {
      if (error instanceof DraftGone) return { outcome: 'not-found' };
      throw error;
    }
  },
}));

import { type Core, factories, type Modules } from '@strapi/strapi';
import { readBody } from '@blog/rules/body';
import { categoryOfHeading } from '@blog/rules/category';
import { articleToWire } from '../../../lib/article-wire';
import { type ArticleData, articleDataOf } from '../../../lib/article-data';
import { now } from '../../../lib/clock';
import { type DueJob, type JobOutcome, jobsOf, removeJob, scheduleJob } from '../../../lib/due-jobs';
import { withNewsletterChoice } from '../../../lib/newsletter';
import { serviceOf } from '../../../lib/services';
import type { CreatedArticle } from '../../article/services/article';

const UID = 'api::draft.draft';
const ARTICLE = 'api::article.article';
const VERSIONS = 'api::article-version.article-version';

export type OwnerPage = { page: number; pageSize: number };

export type PublishOutcome =
  | { outcome: 'published'; documentId: string; href: string }
  | { outcome: 'not-found' }
  | { outcome: 'href-taken' }
  | { outcome: 'invalid'; message: string };

export type ScheduleOutcome =
  | { outcome: 'scheduled'; publishAt: string; emailSubscribers: boolean }
  | { outcome: 'cleared' }
  | { outcome: 'not-found' }
  | { outcome: 'past' }
  | { outcome: 'busy' }
  | { outcome: 'invalid'; message: string };

type Knex = Core.Strapi['db']['connection'];

/** Rolls the publish back when the draft went away under it (another publish or delete won). */
class DraftGone extends Error {}

type StoredDraft = Modules.Documents.Document<typeof UID>;

const toIso = (value: unknown) => new Date(value as string).toISOString();

/**
 * A draft on the wire: an article's fields (articleSave as base64 of sanitised HTML), without id
 * and section; with its publish time, if any, its 'E-mail to subscribers', and why a scheduled
 * publish failed (ADR 37).
 */
function draftToWire(doc: StoredDraft, job: DueJob | undefined) {
  const { id: _rowId, section: _section, ...wire } = articleToWire(doc, true);
  const waiting = job && (job.state === 'due' || job.state === 'running');
  return {
    ...wire,
    createdAt: toIso(doc.createdAt),
    updatedAt: toIso(doc.updatedAt),
    publishAt: waiting ? new Date(job.dueAt).toISOString() : null,
    emailSubscribers: job?.newsletter ?? true,
    scheduleProblem: job?.state === 'failed' ? job.problem : null,
  };
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
    const jobs = await jobsOf(
      strapi.db.connection,
      'publish-draft',
      docs.map((doc) => doc.documentId),
    );
    return {
      data: docs.map((doc) => draftToWire(doc, jobs.get(doc.documentId))),
      meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
    };
  },

  async createForOwner(data: ArticleData): Promise<string> {
    return (await strapi.documents(UID).create({ data })).documentId;
  },

  /** Replaces a draft's fields (call 8). False when no draft has this documentId. */
  async updateForOwner(documentId: string, data: ArticleData): Promise<boolean> {
    if (!(await strapi.documents(UID).findOne({ documentId, fields: ['id'] }))) return false;
    return Boolean(await strapi.documents(UID).update({ documentId, data }));
  },

  /** Deletes one draft (call 9), and its publish time. False when no draft has this documentId. */
  async removeForOwner(documentId: string): Promise<boolean> {
    return strapi.db.transaction(async ({ trx }) => {
      const { entries } = await strapi.documents(UID).delete({ documentId });
      // A publish running now finds the draft gone and publishes nothing.
      await removeJob(trx as unknown as Knex, 'publish-draft', documentId);
      return entries.length > 0;
    });
  },

  /**
   * Gives a draft a publish time (a new one, or a changed one), with its 'E-mail to
   * subscribers'. The draft must pass the editor's rules now, so the publish cannot
   * fail on them later; a time not in the future is refused.
   */
  async schedule(documentId: string, publishAt: Date, emailSubscribers: boolean): Promise<ScheduleOutcome> {
    if (publishAt.getTime() <= now()) return { outcome: 'past' };
    return strapi.db.transaction(async ({ trx }): Promise<ScheduleOutcome> => {
      const draft = await strapi.documents(UID).findOne({ documentId });
      if (!draft) return { outcome: 'not-found' };
      const message = this.problemOf(draft);
      if (message) return { outcome: 'invalid', message };
      const job = { kind: 'publish-draft' as const, subject: documentId, dueAt: publishAt.getTime(), newsletter: emailSubscribers };
      if ((await scheduleJob(trx as unknown as Knex, job)) === 'busy') return { outcome: 'busy' };
      return { outcome: 'scheduled', publishAt: publishAt.toISOString(), emailSubscribers };
    });
  },

  /** Clears a draft's publish time. 'busy' while its publish is running. */
  async unschedule(documentId: string): Promise<ScheduleOutcome> {
    return strapi.db.transaction(async ({ trx }): Promise<ScheduleOutcome> => {
      if (!(await strapi.documents(UID).findOne({ documentId, fields: ['id'] }))) return { outcome: 'not-found' };
      const removed = await removeJob(trx as unknown as Knex, 'publish-draft', documentId);
      return removed === 'busy' ? { outcome: 'busy' } : { outcome: 'cleared' };
    });
  },

  /** The first editor's rule a draft breaks as it would be published (its "researched" confirmation taken as given), or null. */
  problemOf(draft: StoredDraft): string | null {
    const fields = fieldsOf(draft);
    return serviceOf(strapi, ARTICLE).problemOf({ ...fields, bodyHtml: readBody(fields.articleSave), reference: 'true' }, 'post');
  },

  /** The due job of a scheduled draft: its publish, once, with the e-mail the writer chose. */
  async publishScheduled(job: DueJob): Promise<JobOutcome> {
    const result = await this.publish(job.subject, job.newsletter);
    if (result.outcome === 'published') return { state: 'done' };
    if (result.outcome === 'not-found') return { state: 'cancelled', problem: 'The draft was deleted or published.' };
    if (result.outcome === 'href-taken') return { state: 'failed', problem: 'An article with this title already exists.' };
    return { state: 'failed', problem: result.message };
  },

  /**
   * Publish: the article is created from the draft, the draft kept as its first version and
   * deleted, in one transaction, so either all of it happens or none does. The draft must
   * pass the editor's rules (its "researched" confirmation is taken as given).
   */
  async publish(documentId: string, emailSubscribers = true): Promise<PublishOutcome> {
    const articles = serviceOf(strapi, ARTICLE);
    try {
      return await strapi.db.transaction(async ({ trx }): Promise<PublishOutcome> => {
        const draft = await strapi.documents(UID).findOne({ documentId });
        if (!draft) return { outcome: 'not-found' };
        const message = this.problemOf(draft);
        if (message) return { outcome: 'invalid', message };
        const created = await withNewsletterChoice<CreatedArticle>(emailSubscribers, () =>
          articles.createFromEditor(articleDataOf(fieldsOf(draft))),
        );
        if (!created) return { outcome: 'href-taken' };
        // The publish replaces the draft: its last state is the article's first version (ADR 34).
        await serviceOf(strapi, VERSIONS).keep(created.documentId, draft);
        const { entries } = await strapi.documents(UID).delete({ documentId });
        if (entries.length === 0) throw new DraftGone();
        // A publish by hand ends the draft's schedule; the scheduled one is the job itself, which its poller closes.
        await removeJob(trx as unknown as Knex, 'publish-draft', documentId);
        return { outcome: 'published', ...created };
      });
    } catch (error) {
      if (error instanceof DraftGone) return { outcome: 'not-found' };
      throw error;
    }
  },
}));

import { type Core, factories } from '@strapi/strapi';
import { readBody } from '@blog/rules/body';
import { now } from '../../../lib/clock';
import { cmsConfig } from '../../../lib/config';
import { cancelJob, scheduleJob, type JobOutcome } from '../../../lib/due-jobs';
import { type AnnouncedArticle, NEWSLETTER_DELAY_MS, firstParagraph, newArticleMessage } from '../../../lib/newsletter';
import { sendSiteMail } from '../../../lib/site-mail';
import { serviceOf } from '../../../lib/services';
import { stored } from '../../../lib/stored';

const UID = 'api::newsletter-send.newsletter-send';
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::subscriber.subscriber';

/** This many failures in a row mean the mail server is down, not the addresses: the run stops. */
export const MAX_FAILURES_IN_A_ROW = 10;
/** A run not finished after this long died with its process: its send may be resent. */
const RUN_EXPIRES_MS = 3600_000;
const NOT_TRIED = `not tried: the run stopped after ${MAX_FAILURES_IN_A_ROW} failures in a row`;
/** A reason is the mail server's answer; a long one is cut. */
const MAX_REASON = 300;
/** The failures a listed send shows; the rest are counted, and resent all the same. */
const LISTED_FAILURES = 20;

export type Recipient = { id: number; email: string; token: string };
/** One recipient a send failed for: the subscriber's row id (never the address: the row may go) and why. */
export type Failure = { subscriber: number; reason: string };
type Knex = Core.Strapi['db']['connection'];

/** Where a send is: waiting (it may be cancelled until dueAt), sending, sent, or cancelled (by the writer, or with its article). */
export type SendState = 'waiting' | 'sending' | 'sent' | 'cancelled';

/** One send as the Blog page in Strapi's admin lists it. */
export type NewsletterSendWire = {
  id: string;
  article: string;
  title: string;
  state: SendState;
  /** When it leaves (waiting), or left. */
  dueAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  resentAt: string | null;
  recipients: number;
  sent: number;
  failed: number;
  /** A run (the first or a resend) is under way. */
  busy: boolean;
  failures: (Failure & { email: string | null })[];
};

export type CancelOutcome = 'cancelled' | 'missing' | 'gone';

export type ResendOutcome =
  | { outcome: 'resent'; resent: number; failed: number; send: NewsletterSendWire }
  | { outcome: 'missing' | 'nothing-failed' | 'busy' | 'article-gone' };

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const runsUntil = (busySince: unknown) => (busySince ? new Date(busySince as string).getTime() + RUN_EXPIRES_MS : 0);

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  /**
   * Mails the article to each recipient, page after page. A failed address is
   * logged (by its row id: logs hold no addresses) and skipped; after
   * MAX_FAILURES_IN_A_ROW in a row the mail server is taken for down and the
   * rest are recorded as not tried, so a resend reaches them too.
   */
  async function deliver(article: AnnouncedArticle, pages: AsyncIterable<Recipient[]>): Promise<{ sent: number; failures: Failure[] }> {
    const site = cmsConfig().site.publicUrl;
    let sent = 0;
    let inARow = 0;
    const failures: Failure[] = [];
    for await (const page of pages) {
      for (const subscriber of page) {
        if (inARow >= MAX_FAILURES_IN_A_ROW) {
          failures.push({ subscriber: subscriber.id, reason: NOT_TRIED });
          continue;
        }
        try {
          await sendSiteMail(strapi, newArticleMessage(site, article, subscriber));
          sent += 1;
          inARow = 0;
        } catch (error) {
          const reason = (error as Error).message;
          failures.push({ subscriber: subscriber.id, reason: reason.slice(0, MAX_REASON) });
          inARow += 1;
          strapi.log.warn(`Newsletter: article ${article.documentId} not sent to subscriber ${subscriber.id}: ${reason}`);
          if (inARow === MAX_FAILURES_IN_A_ROW) {
            strapi.log.error(`Newsletter: article ${article.documentId} stopped after ${inARow} failures in a row; is the mail server up?`);
          }
        }
      }
    }
    return { sent, failures };
  }

  /** Takes a send for one run, unless another run has it (one conditional UPDATE, so two resends never both mail). */
  async function claim(documentId: string): Promise<boolean> {
    const now = new Date();
    const taken = await strapi.db
      .connection(table())
      .where({ document_id: documentId })
      .andWhere((rows) => rows.whereNull('busy_since').orWhere('busy_since', '<', new Date(now.getTime() - RUN_EXPIRES_MS)))
      .update({ busy_since: now, updated_at: now });
    return Number(taken) === 1;
  }

  /** The addresses of the subscribers the failures name that are still on the list. */
  async function emailsOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await strapi.db.query(SUBSCRIBER).findMany({ select: ['id', 'email'], where: { id: { $in: ids } } });
    return new Map(rows.map((row) => [Number(row.id), String(row.email)]));
  }

  /** What the e-mail shows of an article; null when it was deleted. */
  async function announcedArticle(documentId: string): Promise<AnnouncedArticle | null> {
    const doc = await strapi.documents(ARTICLE).findOne({ documentId, fields: ['headingSave', 'imageCdn', 'articleSave'] });
    if (!doc) return null;
    return {
      documentId,
      title: stored(doc.headingSave, 'headingSave'),
      picture: doc.imageCdn ?? '',
      paragraph: firstParagraph(readBody(doc.articleSave ?? '', cmsConfig().legacyArticleKey)),
    };
  }

  /** The transaction this runs in (a nested one joins the caller's), for the due jobs' queries. */
  const inTransaction = <T>(work: (trx: Knex) => Promise<T>) => strapi.db.transaction(({ trx }) => work(trx as unknown as Knex));

  /** Cancels a send whose e-mail has not left: its job first (the one conditional UPDATE a claim races), then its row. */
  async function cancelWaiting(trx: Knex, documentId: string): Promise<boolean> {
    if (!(await cancelJob(trx, 'newsletter', documentId))) return false;
    await strapi.db.query(UID).update({ where: { documentId }, data: { state: 'cancelled' } });
    return true;
  }

  async function toWire(doc: Record<string, unknown>): Promise<NewsletterSendWire> {
    const failures = ((doc.failures as Failure[] | null) ?? []).slice(0, LISTED_FAILURES);
    const emails = await emailsOf(failures.map((failure) => failure.subscriber));
    return {
      id: String(doc.documentId),
      article: String(doc.article),
      title: String(doc.title),
      state: doc.state as SendState,
      dueAt: iso(doc.dueAt),
      startedAt: iso(doc.startedAt),
      finishedAt: iso(doc.finishedAt),
      resentAt: iso(doc.resentAt),
      recipients: Number(doc.recipients),
      sent: Number(doc.sent),
      failed: Number(doc.failed),
      busy: runsUntil(doc.busySince) > Date.now(),
      failures: failures.map((failure) => ({ ...failure, email: emails.get(failure.subscriber) ?? null })),
    };
  }

  const FIELDS = [
    'article',
    'title',
    'state',
    'dueAt',
    'startedAt',
    'finishedAt',
    'resentAt',
    'recipients',
    'sent',
    'failed',
    'failures',
    'busySince',
  ] as const;

  return {
    /**
     * Queues a new article's e-mail: a waiting send and its due job, leaving
     * NEWSLETTER_DELAY_MS from now, in the caller's transaction (the article's create).
     */
    async queue(articleId: string): Promise<string> {
      return inTransaction(async (trx) => {
        const article = await strapi.documents(ARTICLE).findOne({ documentId: articleId, fields: ['headingSave'] });
        const dueAt = now() + NEWSLETTER_DELAY_MS;
        const send = await strapi.documents(UID).create({
          data: {
            article: articleId,
            title: stored(article?.headingSave, 'headingSave'),
            state: 'waiting',
            dueAt: new Date(dueAt),
            recipients: 0,
            sent: 0,
            failed: 0,
            failures: [],
          },
        });
        await scheduleJob(trx, { kind: 'newsletter', subject: send.documentId, dueAt });
        return send.documentId;
      });
    },

    /**
     * The writer's Cancel: 'cancelled', or 'gone' when it has left (or was cancelled)
     * already. The cancel and the due job's claim are each one conditional UPDATE of
     * the job, so exactly one of them wins.
     */
    async cancel(documentId: string): Promise<CancelOutcome> {
      return inTransaction(async (trx) => {
        const send = await strapi.db.query(UID).findOne({ select: ['id'], where: { documentId } });
        if (!send) return 'missing';
        return (await cancelWaiting(trx, documentId)) ? 'cancelled' : 'gone';
      });
    },

    /** Cancels the waiting e-mails of a deleted article (in the delete's transaction). */
    async cancelForArticle(articleId: string): Promise<void> {
      await inTransaction(async (trx) => {
        const waiting = await strapi.db.query(UID).findMany({ select: ['documentId'], where: { article: articleId, state: 'waiting' } });
        for (const { documentId } of waiting) await cancelWaiting(trx, documentId);
      });
    },

    /**
     * The due job of a send: mails the article to every confirmed subscriber and records
     * the run (the counts and every failed recipient). An article deleted meanwhile
     * cancels it instead.
     */
    async sendQueued(documentId: string): Promise<JobOutcome> {
      const send = await strapi.db.query(UID).findOne({ select: ['article'], where: { documentId } });
      if (!send) return { state: 'cancelled', problem: 'The send was deleted.' };
      const article = await announcedArticle(String(send.article));
      if (!article) {
        await strapi.db.query(UID).update({ where: { documentId }, data: { state: 'cancelled' } });
        return { state: 'cancelled', problem: 'The article was deleted.' };
      }
      const startedAt = new Date();
      await strapi.db.query(UID).update({ where: { documentId }, data: { state: 'sending', startedAt, busySince: startedAt } });
      const { sent, failures } = await deliver(article, serviceOf(strapi, SUBSCRIBER).recipients());
      // The query engine, not the Document Service: its types allow no null, and busySince must become null.
      await strapi.db.query(UID).update({
        where: { documentId },
        data: {
          state: 'sent',
          finishedAt: new Date(),
          recipients: sent + failures.length,
          sent,
          failed: failures.length,
          failures,
          busySince: null,
        },
      });
      strapi.log.info(`Newsletter: article ${article.documentId} sent to ${sent} subscribers, ${failures.length} failed.`);
      return { state: 'done' };
    },

    /**
     * Sends a send's article again to its failed recipients only, those still
     * subscribed and confirmed; the ones who left are dropped from it. The
     * counts become those of both runs together.
     */
    async resendFailed(documentId: string): Promise<ResendOutcome> {
      const send = await strapi.documents(UID).findOne({ documentId, fields: [...FIELDS] });
      if (!send) return { outcome: 'missing' };
      const failures = (send.failures as Failure[] | null) ?? [];
      if (failures.length === 0) return { outcome: 'nothing-failed' };
      const articleId = stored(send.article, 'article');
      const article = await announcedArticle(articleId);
      if (!article) return { outcome: 'article-gone' };
      if (!(await claim(documentId))) return { outcome: 'busy' };
      let result: { sent: number; failures: Failure[] } = { sent: 0, failures };
      try {
        const ids = failures.map((failure) => failure.subscriber);
        result = await deliver(article, serviceOf(strapi, SUBSCRIBER).recipients(ids));
      } finally {
        // Written even when the run broke off, so the send is free for another try.
        await strapi.db.query(UID).update({
          where: { documentId },
          data: {
            sent: Number(send.sent) + result.sent,
            failed: result.failures.length,
            failures: result.failures,
            resentAt: new Date(),
            busySince: null,
          },
        });
      }
      strapi.log.info(`Newsletter: article ${articleId} resent to ${result.sent} subscribers, ${result.failures.length} failed.`);
      const updated = await strapi.documents(UID).findOne({ documentId, fields: [...FIELDS] });
      return { outcome: 'resent', resent: result.sent, failed: result.failures.length, send: await toWire(stored(updated, 'send')) };
    },

    /** Every send, the latest queued first, a page at a time. */
    async listForOwner({ page, pageSize }: { page: number; pageSize: number }) {
      const [docs, total] = await Promise.all([
        strapi.documents(UID).findMany({
          fields: [...FIELDS],
          sort: [{ createdAt: 'desc' }, { id: 'desc' }],
          start: (page - 1) * pageSize,
          limit: pageSize,
        }),
        strapi.documents(UID).count({}),
      ]);
      const data = await Promise.all(docs.map((doc) => toWire(doc)));
      return { data, meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
    },
  };
});

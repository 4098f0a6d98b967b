import { createHash, randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { cmsConfig } from '../../../lib/config';
import { afterCommit, confirmationMessage, newArticleMessage } from '../../../lib/newsletter';
import { sweepRows } from '../../../lib/sweep';
import { stored } from '../../../lib/stored';

const UID = 'api::subscriber.subscriber';
const ARTICLE = 'api::article.article';

/** Subscribers are read this many at a time, never all at once. */
const PAGE_SIZE = 100;
/** This many failures in a row mean the mail server is down, not the addresses: the run stops. */
const MAX_FAILURES_IN_A_ROW = 10;

/** 256 random bits, base64url: the code of an unsubscribe or confirmation link, unguessable. */
const newToken = () => randomBytes(32).toString('base64url');
/** Only this is stored of a confirmation code: a database copy cannot confirm anyone. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A confirmation link works this long; a subscription still pending then is forgotten. */
const PENDING_MS = 7 * 24 * 3600_000;
/** A pending address is mailed again at most this often, however often it is subscribed. */
const RESEND_AFTER_MS = 15 * 60_000;

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  return {
    /**
     * Adds an address to the list, pending until the reader follows the link mailed to it
     * (double opt-in); a pending address is mailed a new link at most every 15 minutes, a
     * confirmed one nothing. The caller learns nothing of which it was. Subscribers take
     * turns here, so concurrent subscriptions of one address make one row and one e-mail.
     */
    async subscribe(email: string): Promise<void> {
      await sweepRows(strapi, UID, (rows) =>
        rows.where('confirmed', false).where('confirm_sent_at', '<', new Date(Date.now() - PENDING_MS)),
      );
      const code = newToken();
      const now = new Date();
      const send = await strapi.db.transaction(async ({ trx }) => {
        await lockForWrites(strapi, trx, table());
        const known = await strapi.db.query(UID).findOne({ select: ['id', 'confirmed', 'confirmSentAt'], where: { email } });
        if (!known) {
          await strapi
            .documents(UID)
            .create({ data: { email, token: newToken(), confirmed: false, confirmHash: hashOf(code), confirmSentAt: now } });
          return true;
        }
        if (known.confirmed || now.getTime() - new Date(known.confirmSentAt).getTime() < RESEND_AFTER_MS) return false;
        await strapi.db.query(UID).update({ where: { id: known.id }, data: { confirmHash: hashOf(code), confirmSentAt: now } });
        return true;
      });
      if (send)
        afterCommit(strapi, () =>
          strapi.plugin('email').service('email').send(confirmationMessage(cmsConfig().site.publicUrl, { email, code })),
        );
    },

    /**
     * Confirms the subscription of this link's code, once: one UPDATE that also voids the
     * code. False when the code is unknown, used, or older than 7 days.
     */
    async confirm(code: string): Promise<boolean> {
      const count = await strapi.db
        .connection(table())
        .where({ confirm_hash: hashOf(code), confirmed: false })
        .where('confirm_sent_at', '>=', new Date(Date.now() - PENDING_MS))
        .update({ confirmed: true, confirm_hash: null, updated_at: new Date() });
      return Number(count) > 0;
    },

    /**
     * Removes the subscriber with this link code (and this address, when the
     * reader typed one). One DELETE: false when nothing matched.
     */
    async unsubscribe(token: string, email?: string): Promise<boolean> {
      const where = email === undefined ? { token } : { token, email };
      const { count } = await strapi.db.query(UID).deleteMany({ where });
      return Number(count) > 0;
    },

    /**
     * Mails a new article to every confirmed subscriber, a page at a time. A failed
     * address is logged and skipped; it never stops the others.
     */
    async announceArticle(documentId: string): Promise<{ sent: number; failed: number }> {
      const article = await strapi.documents(ARTICLE).findOne({ documentId, fields: ['headingSave'] });
      if (!article) return { sent: 0, failed: 0 };
      const mail = strapi.plugin('email').service('email');
      const site = cmsConfig().site.publicUrl;
      let sent = 0;
      let failed = 0;
      let failuresInARow = 0;
      let after = 0;
      for (;;) {
        // Keyset paging on id: stable while readers subscribe or leave during the run.
        // Confirmed subscribers only: a pending address has not said it wants mail. Rows from
        // before double opt-in have no value (null): they subscribed when no confirmation was asked.
        const page = await strapi.db.query(UID).findMany({
          select: ['id', 'email', 'token'],
          where: { id: { $gt: after }, $or: [{ confirmed: true }, { confirmed: { $null: true } }] },
          orderBy: { id: 'asc' },
          limit: PAGE_SIZE,
        });
        for (const subscriber of page) {
          try {
            await mail.send(newArticleMessage(site, { documentId, title: stored(article.headingSave, 'headingSave') }, subscriber));
            sent += 1;
            failuresInARow = 0;
          } catch (error) {
            failed += 1;
            failuresInARow += 1;
            // The subscriber's row id, not the address: logs hold no e-mail addresses.
            strapi.log.warn(`Newsletter: article ${documentId} not sent to subscriber ${subscriber.id}: ${(error as Error).message}`);
            if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
              strapi.log.error(
                `Newsletter: article ${documentId} stopped after ${failuresInARow} failures in a row; is the mail server up?`,
              );
              return { sent, failed };
            }
          }
        }
        if (page.length < PAGE_SIZE) break;
        after = page[page.length - 1].id;
      }
      strapi.log.info(`Newsletter: article ${documentId} sent to ${sent} subscribers, ${failed} failed.`);
      return { sent, failed };
    },
  };
});

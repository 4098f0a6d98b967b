import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { newArticleMessage, publicUrl } from '../../../lib/newsletter';

const UID = 'api::subscriber.subscriber';
const ARTICLE = 'api::article.article';

/** Subscribers are read this many at a time, never all at once. */
const PAGE_SIZE = 100;
/** This many failures in a row mean the mail server is down, not the addresses: the run stops. */
const MAX_FAILURES_IN_A_ROW = 10;

/** 256 random bits, base64url: the code of the unsubscribe link, unguessable. */
const newToken = () => randomBytes(32).toString('base64url');

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;

  return {
    /**
     * Adds an address to the list. Subscribers take turns here, so two
     * concurrent subscriptions of one address make one row, not two.
     */
    async subscribe(email: string): Promise<'registered' | 'exists'> {
      return strapi.db.transaction(async ({ trx }) => {
        await lockForWrites(strapi, trx, table());
        if (await strapi.db.query(UID).findOne({ select: ['id'], where: { email } })) return 'exists' as const;
        await strapi.documents(UID).create({ data: { email, token: newToken() } });
        return 'registered' as const;
      });
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
     * Mails a new article to every subscriber, a page at a time. A failed
     * address is logged and skipped; it never stops the others.
     */
    async announceArticle(documentId: string): Promise<{ sent: number; failed: number }> {
      const article = await strapi.documents(ARTICLE).findOne({ documentId, fields: ['headingSave'] });
      if (!article) return { sent: 0, failed: 0 };
      const mail = strapi.plugin('email').service('email');
      const site = publicUrl();
      let sent = 0;
      let failed = 0;
      let failuresInARow = 0;
      let after = 0;
      for (;;) {
        // Keyset paging on id: stable while readers subscribe or leave during the run.
        const page = await strapi.db.query(UID).findMany({
          select: ['id', 'email', 'token'],
          where: { id: { $gt: after } },
          orderBy: { id: 'asc' },
          limit: PAGE_SIZE,
        });
        for (const subscriber of page) {
          try {
            await mail.send(newArticleMessage(site, { documentId, title: article.headingSave }, subscriber));
            sent += 1;
            failuresInARow = 0;
          } catch (error) {
            failed += 1;
            failuresInARow += 1;
            // The subscriber's row id, not the address: logs hold no e-mail addresses.
            strapi.log.warn(`Newsletter: article ${documentId} not sent to subscriber ${subscriber.id}: ${(error as Error).message}`);
            if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
              strapi.log.error(`Newsletter: article ${documentId} stopped after ${failuresInARow} failures in a row; is the mail server up?`);
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

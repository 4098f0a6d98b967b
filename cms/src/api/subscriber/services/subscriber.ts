import { createHash, randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { lockForWrites } from '../../../lib/raw-sql';
import { csvLine } from '../lib/csv';
import { cmsConfig } from '../../../lib/config';
import { confirmationMessage } from '../../../lib/newsletter';
import { afterCommit, sendSiteMail } from '../../../lib/site-mail';
import { sweepRows } from '../../../lib/sweep';
import type { Recipient } from '../../newsletter-send/services/newsletter-send';

const UID = 'api::subscriber.subscriber';

/** Subscribers are read this many at a time, never all at once. */
const PAGE_SIZE = 100;

/** One subscriber as the Blog page in Strapi's admin lists it. */
export type SubscriberWire = { id: string; email: string; confirmed: boolean; subscribedAt: string };

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

  /**
   * Whom a newsletter goes to: the confirmed subscribers, a page at a time, or of
   * them only the row ids in `only` (a resend's failed recipients). Keyset paging
   * on id, stable while readers subscribe or leave during the run. Rows from
   * before double opt-in have no value (null): they subscribed when no
   * confirmation was asked. A pending address has not said it wants mail.
   */
  async function* recipients(only?: number[]): AsyncGenerator<Recipient[]> {
    const confirmed = { $or: [{ confirmed: true }, { confirmed: { $null: true } }] };
    const select = ['id', 'email', 'token'];
    if (only) {
      const ids = [...new Set(only)].sort((a, b) => a - b);
      for (let start = 0; start < ids.length; start += PAGE_SIZE) {
        const where = { id: { $in: ids.slice(start, start + PAGE_SIZE) }, ...confirmed };
        yield (await strapi.db.query(UID).findMany({ select, where, orderBy: { id: 'asc' } })) as Recipient[];
      }
      return;
    }
    for (let after = 0; ;) {
      const where = { id: { $gt: after }, ...confirmed };
      const page = (await strapi.db.query(UID).findMany({ select, where, orderBy: { id: 'asc' }, limit: PAGE_SIZE })) as Recipient[];
      yield page;
      if (page.length < PAGE_SIZE) return;
      after = page[page.length - 1].id;
    }
  }

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
        afterCommit(strapi, 'Confirmation e-mail', () =>
          sendSiteMail(strapi, confirmationMessage(cmsConfig().site.publicUrl, { email, code })),
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

    recipients,

    /** The Blog page's list in Strapi's admin: the latest first, a page at a time, with how many are confirmed and pending. */
    async listForOwner({ page, pageSize }: { page: number; pageSize: number }) {
      const query = strapi.db.query(UID);
      const [rows, total, pending] = await Promise.all([
        query.findMany({
          select: ['id', 'documentId', 'email', 'confirmed', 'createdAt'],
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }),
        query.count({}),
        query.count({ where: { confirmed: false } }),
      ]);
      const data: SubscriberWire[] = rows.map((row) => ({
        id: String(row.documentId),
        email: String(row.email),
        confirmed: row.confirmed !== false,
        subscribedAt: new Date(row.createdAt).toISOString(),
      }));
      return {
        data,
        meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) }, confirmed: total - pending, pending },
      };
    },

    /** Removes one subscriber, pending or confirmed. False when no subscriber has this documentId. */
    async removeForOwner(documentId: string): Promise<boolean> {
      const { count } = await strapi.db.query(UID).deleteMany({ where: { documentId } });
      return Number(count) > 0;
    },

    /** Every subscriber as CSV (RFC 4180), the first to subscribe first: address, status, date. */
    async exportCsv(): Promise<string> {
      const lines = [csvLine(['email', 'status', 'subscribed_at'])];
      for (let after = 0; ;) {
        const page = await strapi.db.query(UID).findMany({
          select: ['id', 'email', 'confirmed', 'createdAt'],
          where: { id: { $gt: after } },
          orderBy: { id: 'asc' },
          limit: PAGE_SIZE,
        });
        for (const row of page) {
          lines.push(csvLine([row.email, row.confirmed === false ? 'pending' : 'confirmed', new Date(row.createdAt).toISOString()]));
        }
        if (page.length < PAGE_SIZE) break;
        after = page[page.length - 1].id;
      }
      return lines.join('\r\n') + '\r\n';
    },
  };
});

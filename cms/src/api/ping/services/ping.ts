import { factories } from '@strapi/strapi';
import { cmsConfig } from '../../../lib/config';
import { contactMessageMail } from '../lib/contact-mail';
import type { ReceivedPing } from '@blog/contract/inputs/pings';
import { serviceOf } from '../../../lib/services';
import { afterCommit, sendSiteMail } from '../../../lib/site-mail';
import type { OwnerPage } from '../../opinion/services/opinion';

const UID = 'api::ping.ping';
const SITE_FLAG = 'api::site-flag.site-flag';

/**
 * One ping as the owner's Ping page reads it (docs/spec/admin-side.md section 3): four base64 values
 * (UTF-8) in the order email, name, country, message. Stored as plain text; encoded only here.
 */
export type PingWire = { id: string; values: [string, string, string, string]; createdAt: string };

const b64 = (text: unknown) => Buffer.from(String(text ?? ''), 'utf8').toString('base64');

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores a reader's contact message (a ping) as typed; a filled honeypot stores nothing. True when stored.
   * Then, unless the owner turned Contact e-mails off, mails it to OWNER_EMAIL: after it is stored, off the
   * reader's request, a failure logged; the message stays on the Ping page either way.
   */
  async receive({ name, email, country, message, trapped }: ReceivedPing): Promise<boolean> {
    if (trapped) return false;
    await strapi.documents(UID).create({ data: { name, email, country, message } });
    afterCommit(strapi, 'Contact e-mail to the owner (the message is kept on the Ping page)', async () => {
      const { site, owner } = cmsConfig();
      if (!owner.email || !(await serviceOf(strapi, SITE_FLAG).current()).contactMail) return;
      await sendSiteMail(strapi, contactMessageMail(site.publicUrl, owner.email, { name, email, country, message }));
    });
    return true;
  },

  /** The owner's list (docs/spec/admin-side.md section 7, call 12): newest first, one page at a time. */
  async listForOwner({ page, pageSize }: OwnerPage) {
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({
        fields: ['email', 'name', 'country', 'message', 'createdAt'],
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.documents(UID).count({}),
    ]);
    const data: PingWire[] = docs.map((doc) => ({
      id: doc.documentId,
      values: [b64(doc.email), b64(doc.name), b64(doc.country), b64(doc.message)],
      createdAt: new Date(doc.createdAt as string).toISOString(),
    }));
    return { data, meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  /** Deletes one ping (call 13). False when no ping has this documentId. */
  async removeForOwner(documentId: string): Promise<boolean> {
    const { entries } = await strapi.documents(UID).delete({ documentId });
    return entries.length > 0;
  },
}));

import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cmsConfig } from './config';

/** One e-mail the site sends: the newsletter's, a subscription's confirmation, a contact message to the owner. */
export type SiteMail = {
  to: string;
  subject: string;
  text: string;
  /** Always given: Strapi's provider would send the text as HTML otherwise. */
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The site's host name, from its public address (PUBLIC_URL): what its Message-IDs and its list's id are named by. */
const siteHost = () => new URL(cmsConfig().site.publicUrl).hostname;

/**
 * Sends one e-mail with a Message-ID at the site's own domain (RFC 5322 section 3.6.4):
 * nodemailer would name it after the From's domain, which need not be the site's.
 */
export function sendSiteMail(strapi: Core.Strapi, mail: SiteMail): Promise<unknown> {
  return strapi
    .plugin('email')
    .service('email')
    .send({ ...mail, messageId: `<${randomUUID()}@${siteHost()}>` });
}

// Mail under way, so that shutting Strapi down waits for it instead of cutting it off.
const running = new Set<Promise<unknown>>();

/** Waits for the mail being sent now (Strapi's destroy lifecycle calls it). */
export async function finishMail() {
  await Promise.allSettled([...running]);
}

/**
 * Runs a mail job once the current transaction (if any) has committed; never when it rolls back.
 * Its failure is logged (`what` names it), never thrown: mail stays off the path of the request or write.
 */
export function afterCommit(strapi: Core.Strapi, what: string, job: () => Promise<unknown>) {
  const start = () => {
    // Counted from the moment it is scheduled, so a shutdown cannot slip in before it starts.
    let finished = () => {};
    const sending = new Promise<void>((resolve) => {
      finished = resolve;
    });
    running.add(sending);
    setImmediate(() => {
      job()
        .catch((error) => strapi.log.error(`${what} failed: ${(error as Error).message}`))
        .finally(() => {
          running.delete(sending);
          finished();
        });
    });
  };
  if (!strapi.db.inTransaction()) return start();
  // Nested: joins the caller's transaction, whose commit runs the callback (Strapi's own events do the same).
  strapi.db.transaction(async ({ onCommit }) => onCommit(start)).catch(() => undefined);
}

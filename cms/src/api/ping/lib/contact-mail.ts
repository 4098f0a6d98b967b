import { isEmailAddress } from '@blog/rules/email';
import { type SiteMail, escapeHtml } from '../../../lib/site-mail';

/** A contact message as the reader sent it (stored before it is mailed). */
export type ContactMessage = { name: string; email: string; country: string; message: string };

/** The most of the reader's name a subject carries. */
const SUBJECT_NAME_LENGTH = 80;

/**
 * The reader's text on one line: no line breaks, tabs or other control characters (a header
 * never ends inside it), white space folded, cut to `max` characters.
 */
export function oneLine(text: string, max: number): string {
  const folded = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(folded).slice(0, max).join('').trim();
}

/**
 * The e-mail that hands a contact message to the owner: the subject built from the reader's
 * name on one line, Reply-To the reader's address only when it is a valid one (so a reply goes
 * to them, and nothing they typed can add a header), the message as text and escaped HTML.
 */
export function contactMessageMail(site: string, owner: string, contact: ContactMessage): SiteMail {
  const name = oneLine(contact.name, SUBJECT_NAME_LENGTH) || 'a reader';
  const replyTo = isEmailAddress(contact.email) ? contact.email : undefined;
  const from = `${oneLine(contact.name, 100)} <${replyTo ?? 'no valid address'}>, ${oneLine(contact.country, 100)}`;
  const list = `${site}/dashboard/ping`;
  return {
    to: owner,
    subject: `Contact message from ${name}`,
    ...(replyTo ? { replyTo } : {}),
    text: `${from} wrote on the contact page:\n\n${contact.message}\n\n--\nEvery contact message is also on the Ping page: ${list}\n`,
    html:
      `<p>${escapeHtml(from)} wrote on the contact page:</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>` +
      `<hr><p style="font-size:small">Every contact message is also on the <a href="${list}">Ping page</a>.</p>`,
  };
}

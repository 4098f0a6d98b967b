import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { plainText, shortened, textBlocks } from '@blog/rules/text';
import { API } from '@blog/contract/routes';
import { requestPathOf } from './strapi-route';
import { serviceOf } from './services';
import { type SiteMail, escapeHtml } from './site-mail';

/**
 * The newsletter (ADR 37): every article created after start-up (by the editor's routes, a
 * draft's publish, Strapi's admin) queues one e-mail to the subscribers, unless the writer
 * unticked 'E-mail to subscribers'. It leaves NEWSLETTER_DELAY_MS later, through the due
 * jobs (lib/due-jobs.ts), and may be cancelled until then; deleting the article cancels it.
 */
const ARTICLE = 'api::article.article';
const SENDS = 'api::newsletter-send.newsletter-send';

/** How long a new article's e-mail waits, so that the writer can cancel it. */
export const NEWSLETTER_DELAY_MS = 5 * 60_000;

/** The most of the first paragraph an e-mail quotes. */
const PARAGRAPH_LENGTH = 600;

/** The text of the article's first paragraph with any words in it, or the start of its text. */
export function firstParagraph(html: string): string {
  const paragraph = textBlocks(html).find((block) => block.element === 'p');
  return shortened(paragraph ? paragraph.text : plainText(html), PARAGRAPH_LENGTH);
}

/** Every written article's picture is an http(s) address (the editor's rule); anything else is left out of the e-mail. */
const pictureAddress = (picture: string): string | null => (/^https?:\/\/\S+$/i.test(picture) ? picture : null);

/** What a new article's e-mail shows of it. */
export type AnnouncedArticle = { documentId: string; title: string; picture: string; paragraph: string };

/**
 * The e-mail one subscriber gets for one new article (picture, title, first paragraph, link): with
 * RFC 8058 one-click unsubscribe headers, and the list's id (RFC 2919), `newsletter.` and the site's host,
 * by which a mail client files and filters it.
 */
export function newArticleMessage(site: string, article: AnnouncedArticle, subscriber: { email: string; token: string }): SiteMail {
  const link = `${site}/blog/${article.documentId}`;
  const leave = `${site}/email-unsubscribe/${subscriber.token}`;
  const oneClick = `${site}${requestPathOf(API.subscription.unsubscribeOneClick)}?id=${subscriber.token}`;
  const title = escapeHtml(article.title);
  const picture = pictureAddress(article.picture);
  return {
    to: subscriber.email,
    subject: article.title,
    text:
      `A new article: ${article.title}\n\n` +
      (article.paragraph ? `${article.paragraph}\n\n` : '') +
      `Read it here: ${link}\n\n--\nYou get this e-mail because you subscribed to new articles.\nUnsubscribe: ${leave}\n`,
    html:
      (picture
        ? `<p><a href="${link}"><img src="${escapeHtml(picture)}" alt="" width="560" style="max-width:100%;height:auto"></a></p>`
        : '') +
      `<p>A new article: <strong>${title}</strong></p>` +
      (article.paragraph ? `<p>${escapeHtml(article.paragraph)}</p>` : '') +
      `<p><a href="${link}">Read it here</a></p>` +
      `<hr><p style="font-size:small">You get this e-mail because you subscribed to new articles. ` +
      `<a href="${leave}">Unsubscribe</a></p>`,
    headers: {
      'List-Id': `<newsletter.${new URL(site).hostname}>`,
      'List-Unsubscribe': `<${oneClick}>, <${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The e-mail that asks a new subscriber to confirm (double opt-in); the page it links to confirms with one button. */
export function confirmationMessage(site: string, subscriber: { email: string; code: string }): SiteMail {
  const link = `${site}/email-confirm/${subscriber.code}`;
  return {
    to: subscriber.email,
    subject: 'Confirm your subscription',
    text: `Please confirm that you want new articles by e-mail: ${link}\n\nThe link works for 7 days. If you did not subscribe, ignore this e-mail: nothing will be sent to you.\n`,
    html:
      `<p>Please confirm that you want new articles by e-mail:</p>` +
      `<p><a href="${link}">Confirm my subscription</a></p>` +
      `<p style="font-size:small">The link works for 7 days. If you did not subscribe, ignore this e-mail: nothing will be sent to you.</p>`,
  };
}

/** The Document Service actions that make a new article: a create, or a copy of one (the admin's Duplicate). */
const NEW_ARTICLE = new Set(['create', 'clone']);

// The writer's 'E-mail to subscribers' for the create running in this call chain; unset means yes.
const choice = new AsyncLocalStorage<boolean>();

/** Runs `write` with the writer's 'E-mail to subscribers': a new article made in it queues an e-mail only when true. */
export function withNewsletterChoice<T>(emailSubscribers: boolean, write: () => Promise<T>): Promise<T> {
  return choice.run(emailSubscribers, write);
}

/**
 * Registers the Document Service middleware that queues each new article's e-mail,
 * in the create's own transaction (no article without its send, no send without its
 * article), and cancels a waiting one when its article is deleted. Creates before
 * start-up has finished (the demo seed, in bootstrap) queue nothing.
 */
export function installNewsletter(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ARTICLE || !strapi.isLoaded) return next();
    const queues = NEW_ARTICLE.has(context.action) && choice.getStore() !== false;
    const deletes = context.action === 'delete';
    if (!queues && !deletes) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    return strapi.db.transaction(async (): Promise<Awaited<ReturnType<typeof next>>> => {
      const result = await next();
      const sends = serviceOf(strapi, SENDS);
      const made = (result as { documentId?: string } | null)?.documentId;
      if (queues && made) await sends.queue(made);
      if (deletes && documentId) await sends.cancelForArticle(documentId);
      return result;
    });
  });
}

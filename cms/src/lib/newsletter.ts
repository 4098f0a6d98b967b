import type { Core } from '@strapi/strapi';
import { API_PATHS, requestPath } from './api-paths';
import { serviceOf } from './services';

/**
 * The newsletter: every article created after start-up (by the editor's
 * routes or Strapi's admin) is mailed to every subscriber. Sending happens
 * after the create has committed and never inside it, so a slow or dead mail
 * server can neither delay nor fail the create.
 */
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::subscriber.subscriber';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The e-mail one subscriber gets for one new article, with RFC 8058 one-click unsubscribe headers. */
export function newArticleMessage(
  site: string,
  article: { documentId: string; title: string },
  subscriber: { email: string; token: string },
) {
  const link = `${site}/blog/${article.documentId}`;
  const leave = `${site}/email-unsubscribe/${subscriber.token}`;
  const oneClick = `${site}${requestPath(API_PATHS.unsubscribeOneClick)}?id=${subscriber.token}`;
  const title = escapeHtml(article.title);
  return {
    to: subscriber.email,
    subject: article.title,
    text: `A new article: ${article.title}\n\nRead it here: ${link}\n\n--\nYou get this e-mail because you subscribed to new articles.\nUnsubscribe: ${leave}\n`,
    html:
      `<p>A new article: <strong>${title}</strong></p>` +
      `<p><a href="${link}">Read it here</a></p>` +
      `<hr><p style="font-size:small">You get this e-mail because you subscribed to new articles. ` +
      `<a href="${leave}">Unsubscribe</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The e-mail that asks a new subscriber to confirm (double opt-in); the page it links to confirms with one button. */
export function confirmationMessage(site: string, subscriber: { email: string; code: string }) {
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

// Sends under way, so that shutting Strapi down waits for them instead of cutting them off.
const running = new Set<Promise<unknown>>();

/** Waits for the newsletters being sent now (Strapi's destroy lifecycle calls it). */
export async function finishNewsletters() {
  await Promise.allSettled([...running]);
}

/**
 * Runs a job once the current transaction (if any) has committed; never when it rolls back.
 * Its failure is logged, never thrown: mail stays off the path of the request or write.
 */
export function afterCommit(strapi: Core.Strapi, job: () => Promise<unknown>) {
  const start = () => {
    // Counted from the moment it is scheduled, so a shutdown cannot slip in before it starts.
    let finished = () => {};
    const sending = new Promise<void>((resolve) => {
      finished = resolve;
    });
    running.add(sending);
    setImmediate(() => {
      job()
        .catch((error) => strapi.log.error(`Newsletter failed: ${(error as Error).message}`))
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

/** The Document Service actions that make a new article: a create, or a copy of one (the admin's Duplicate). */
const NEW_ARTICLE = new Set(['create', 'clone']);

/**
 * Registers the Document Service middleware that announces new articles, once each,
 * whoever makes them (the editor's routes, a draft's publish, Strapi's admin).
 * Creates before start-up has finished (the demo seed, in bootstrap) send nothing.
 */
export function installNewsletter(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === ARTICLE && NEW_ARTICLE.has(context.action) && strapi.isLoaded) {
      const documentId = (result as { documentId?: string } | null)?.documentId;
      if (documentId) afterCommit(strapi, () => serviceOf(strapi, SUBSCRIBER).announceArticle(documentId));
    }
    return result;
  });
}

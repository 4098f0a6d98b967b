import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import { passwordRefusal } from '~/lib/password-refusal';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticleFields } from '../article-fields';
import { payloadOf } from '../article-payload';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

/** An edit: the article's id, its fields, the date readers are shown, and the owner's password. */
export type ArticleEdit = { id: string; fields: ArticleFields; displayDate: string; editorPassword: string };

// Refusals whose text the owner acts on: a broken rule (the spec's own messages) or a field, a title already taken.
const SERVER_WORDS = new Set([400, 409]);

/**
 * PUT /api/article?id={key}: 204 is success.
 * 400 and 409 show the server's text; a signed-out session, a wrong password or
 * a lockout say so (ADR 25); any other answer, or none, is the spec's 'Failed to retrieve id...'.
 */
export async function editArticle(site: PublicSiteConfig, { id, fields, displayDate, editorPassword }: ArticleEdit): Promise<SaveOutcome> {
  const answer = await callRoute(API.articles.edit, {
    query: { id: site.siteKey },
    body: { ...payloadOf(fields, displayDate), id, editorPassword },
  });
  if (answer.status === 204) return { ok: true, value: undefined };
  if (SERVER_WORDS.has(answer.status) && answer.message) return { ok: false, message: answer.message };
  return { ok: false, message: passwordRefusal(answer) ?? SAVE_MESSAGES.editFailed };
}

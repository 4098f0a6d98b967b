import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticleFields } from '../article-fields';
import { payloadOf } from '../article-payload';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

export type PostedArticle = { id: string; href: string };

/**
 * POST /api/article?id={key}, with 'E-mail to subscribers' (ADR 37): 201 `{ data: { _id, href }, message: 'Created' }`.
 * A refusal shows the server's reason; no answer at all is a connection issue.
 */
export async function postArticle(
  site: PublicSiteConfig,
  fields: ArticleFields,
  displayDate: string,
  emailSubscribers: boolean,
): Promise<SaveOutcome<PostedArticle>> {
  const answer = await callRoute(API.articles.create, {
    query: { id: site.siteKey },
    body: { ...payloadOf(fields, displayDate), emailSubscribers },
  });
  const created = answer.data?.data;
  if (answer.status === 201 && created?._id) return { ok: true, value: { id: created._id, href: created.href } };
  return { ok: false, message: answer.message ?? SAVE_MESSAGES.connection };
}

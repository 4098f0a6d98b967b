import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticlePayload } from '../article-fields';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

export type PostedArticle = { _id: string; href: string };

/**
 * POST /api/article?id={key}: 201 `{ data: { _id, href }, message: 'Created' }`.
 * A refusal shows the server's reason; no answer at all is a connection issue.
 */
export async function postArticle(site: PublicSiteConfig, payload: ArticlePayload): Promise<SaveOutcome<PostedArticle>> {
  const answer = await callApi<{ data?: PostedArticle }>(`/api/article?id=${encodeURIComponent(site.siteKey)}`, { body: payload });
  const created = answer.data?.data;
  if (answer.status === 201 && created?._id) return { ok: true, value: created };
  return { ok: false, message: answer.message ?? SAVE_MESSAGES.connection };
}

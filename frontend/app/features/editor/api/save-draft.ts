import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticlePayload } from '../article-fields';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

/**
 * POST /api/article-draft-{product}/?id={key}&reference=abc: the answer 201 is success.
 * A field the server refuses shows its reason; anything else 'Check your connection...'.
 */
export async function saveDraft(site: PublicSiteConfig, payload: ArticlePayload): Promise<SaveOutcome> {
  const query = new URLSearchParams({ id: site.siteKey, reference: 'abc' });
  const answer = await callApi<number>(`/api/article-draft-${site.productSlug}/?${query}`, { body: payload });
  if (answer.status === 201 && answer.data === 201) return { ok: true, value: undefined };
  return { ok: false, message: answer.status === 400 && answer.message ? answer.message : SAVE_MESSAGES.draftFailed };
}

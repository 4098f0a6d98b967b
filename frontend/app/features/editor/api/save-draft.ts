import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticleFields } from '../article-fields';
import { payloadOf } from '../article-payload';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

/**
 * POST /api/article-draft-{product}/?id={key}&reference=abc: the answer 201 is success.
 * A field the server refuses shows its reason; anything else 'Check your connection...'.
 */
export async function saveDraft(site: PublicSiteConfig, fields: ArticleFields, displayDate: string): Promise<SaveOutcome> {
  const answer = await callRoute(API.drafts.create, {
    product: site.productSlug,
    query: { id: site.siteKey, reference: 'abc' },
    body: payloadOf(fields, displayDate),
  });
  if (answer.status === 201) return { ok: true, value: undefined };
  return { ok: false, message: answer.status === 400 && answer.message ? answer.message : SAVE_MESSAGES.draftFailed };
}

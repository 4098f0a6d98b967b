import { API } from '@blog/contract/routes';
import type { ArticleFields } from '~/features/editor/article-fields';
import { payloadOf } from '~/features/editor/article-payload';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, DRAFT_MESSAGES, failureOf } from '../draft';

/**
 * PUT /api/article-draft-{product}/?id={key} with `{ editDraft: { id, ...fields } }`.
 * Success is an answer equal to the draft's id (docs/spec/admin-side.md section 7, call 8).
 */
export async function editDraft(
  { siteKey, productSlug }: PublicSiteConfig,
  draftId: string,
  fields: ArticleFields,
  displayDate: string,
): Promise<DraftWrite> {
  const answer = await callRoute(API.drafts.update, {
    product: productSlug,
    query: { id: siteKey },
    body: { editDraft: { id: draftId, ...payloadOf(fields, displayDate) } },
  });
  if (answer.status === 200) return answer.data === draftId ? { ok: true, value: true } : { ok: false, message: DRAFT_MESSAGES.failed };
  return failureOf(answer);
}

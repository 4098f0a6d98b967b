import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import { SIGNED_OUT, passwordRefusal } from '~/lib/password-refusal';

/** What the delete panel says (docs/spec/admin-side.md section 8; the refusals of ADR 25). */
export const DELETE_MESSAGES = {
  noPassword: 'enter password...',
  signedOut: SIGNED_OUT,
  deleted: 'deleted',
  failed: 'Connection Issue',
} as const;

/**
 * DELETE /api/article-delete/?id={key}&reference={_id}. The password goes in
 * the JSON body, never the URL; the server checks it against the owner's hash.
 * 204 is 'deleted'; a signed-out session, a wrong password or a lockout say so;
 * any other answer, or none, is the spec's 'Connection Issue'.
 */
export async function deleteArticle(siteKey: string, articleId: string, password: string): Promise<string> {
  const answer = await callRoute(API.articles.remove, { query: { id: siteKey, reference: articleId }, body: { password } });
  if (answer.status === 204) return DELETE_MESSAGES.deleted;
  return passwordRefusal(answer) ?? DELETE_MESSAGES.failed;
}

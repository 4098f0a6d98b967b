import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';

/** What the delete panel says after an answer (docs/spec/admin-side.md section 8). */
export const DELETE_MESSAGES = {
  noPassword: 'enter password...',
  signedOut: 'Authentication failed...',
  deleted: 'deleted',
  failed: 'Connection Issue',
} as const;

export type DeleteOutcome = (typeof DELETE_MESSAGES)[keyof typeof DELETE_MESSAGES];

/**
 * DELETE /api/article-delete/?id={key}&reference={_id}. The password goes in
 * the JSON body, never the URL; the server checks it against the owner's hash.
 */
export async function deleteArticle(siteKey: string, articleId: string, password: string): Promise<DeleteOutcome> {
  const query = new URLSearchParams({ id: siteKey, reference: articleId });
  const answer = await callApi(`${API_PATHS.articleDelete}/?${query}`, { method: 'DELETE', body: { password } });
  if (answer.status === 204) return DELETE_MESSAGES.deleted;
  if (answer.status === 401 || answer.status === 403) return DELETE_MESSAGES.signedOut;
  return DELETE_MESSAGES.failed;
}

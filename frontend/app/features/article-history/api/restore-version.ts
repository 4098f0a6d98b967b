import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import { SIGNED_OUT } from '~/lib/password-refusal';

export const RESTORE_FAILED = 'The version could not be restored. Nothing was changed; try again.';

/**
 * POST /api/article-history/restore?id={key}&reference={version id}: the article is edited back
 * to the version (the state it replaces is kept). Null when restored, else what to tell the owner.
 */
export async function restoreVersion(siteKey: string, versionId: string): Promise<string | null> {
  const answer = await callRoute(API.articleHistory.restore, { query: { id: siteKey, reference: versionId }, body: {} });
  if (answer.status === 200) return null;
  if (answer.status === 401) return SIGNED_OUT;
  // 404 (gone meanwhile) and 409 (another article has the old title) say why in words.
  return (answer.status === 400 || answer.status === 404 || answer.status === 409) && answer.message ? answer.message : RESTORE_FAILED;
}

import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';

/**
 * DELETE /api/hash-pswd?id={key}&indexArray={entry id} (call 17): true when
 * the answer is 'deleted'. The spec's index is the entry's id here: positions
 * shift as entries change, an id does not.
 */
export async function deleteVaultEntry(siteKey: string, entryId: string): Promise<boolean> {
  const answer = await callRoute(API.vault.remove, { query: { id: siteKey, indexArray: entryId } });
  return answer.data === 'deleted';
}

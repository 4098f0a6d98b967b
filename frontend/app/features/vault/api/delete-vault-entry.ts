import { callApi } from '~/lib/api-client';
import { vaultPath } from './list-vault-entries';

/**
 * DELETE /api/hash-pswd?id={key}&indexArray={entry id} (call 17): true when
 * the answer is 'deleted'. The spec's index is the entry's id here: positions
 * shift as entries change, an id does not.
 */
export async function deleteVaultEntry(siteKey: string, entryId: string): Promise<boolean> {
  const answer = await callApi<string>(`${vaultPath(siteKey)}&indexArray=${encodeURIComponent(entryId)}`, { method: 'DELETE' });
  return answer.data === 'deleted';
}

import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import { nameToCodes } from './name-codes';
import { saveResult, type SaveResult } from './save-answer';

/** PUT /api/hash-pswd?id={key} (call 16): the answer 'updated' is success. */
export async function updateVaultEntry(siteKey: string, entry: { id: string; name: string; password: string }): Promise<SaveResult> {
  const answer = await callRoute(API.vault.update, {
    query: { id: siteKey },
    body: { _id: entry.id, name: nameToCodes(entry.name), password: entry.password },
  });
  return saveResult(answer, answer.data === 'updated');
}

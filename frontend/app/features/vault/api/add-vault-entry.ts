import { callApi } from '~/lib/api-client';
import { vaultPath } from './list-vault-entries';
import { nameToCodes } from './name-codes';
import { saveResult, type SaveResult } from './save-answer';

/** POST /api/hash-pswd?id={key} (call 14): 201 with the stored entry is success. */
export async function addVaultEntry(siteKey: string, entry: { name: string; password: string }): Promise<SaveResult> {
  const answer = await callApi<{ data: { _id: string } }>(vaultPath(siteKey), {
    body: { name: nameToCodes(entry.name), password: entry.password },
  });
  return saveResult(answer, answer.status === 201 && typeof answer.data?.data?._id === 'string');
}

import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import { nameToCodes } from './name-codes';
import { saveResult, type SaveResult } from './save-answer';

/** POST /api/hash-pswd?id={key} (call 14): 201 with the stored entry is success. */
export async function addVaultEntry(siteKey: string, entry: { name: string; password: string }): Promise<SaveResult> {
  const answer = await callRoute(API.vault.add, {
    query: { id: siteKey },
    body: { name: nameToCodes(entry.name), password: entry.password },
  });
  return saveResult(answer, answer.status === 201);
}

import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';

export type SubscribeResult = 'registered' | 'failed';

/**
 * POST /api/emailAPIgfhcgbjknk: 201 for every valid address, anything else a failure. The
 * answer never tells whether the address was already on the list (docs/decisions/0014).
 */
export async function subscribe(email: string, website: string): Promise<SubscribeResult> {
  const answer = await callApi<{ message: string }>(API_PATHS.subscribe, { body: { email, website } });
  return answer.status === 201 ? 'registered' : 'failed';
}

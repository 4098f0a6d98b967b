import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';

export type SubscribeResult = 'registered' | 'failed';

/**
 * POST /api/emailAPIgfhcgbjknk: 201 for every valid address, anything else a failure. The
 * answer never tells whether the address was already on the list (docs/decisions/0014).
 */
export async function subscribe(email: string, website: string): Promise<SubscribeResult> {
  const answer = await callRoute(API.subscription.subscribe, { body: { email, website } });
  return answer.status === 201 ? 'registered' : 'failed';
}

import { callApi } from '~/lib/api-client';

export type SubscribeResult = 'registered' | 'exists' | 'failed';

/** POST /api/emailAPIgfhcgbjknk: 201 registered, 409 'ID already exists', anything else a failure. */
export async function subscribe(email: string, website: string): Promise<SubscribeResult> {
  const answer = await callApi<{ message: string }>('/api/emailAPIgfhcgbjknk', { body: { email, website } });
  if (answer.status === 201) return 'registered';
  if (answer.status === 409 && answer.message === 'ID already exists') return 'exists';
  return 'failed';
}

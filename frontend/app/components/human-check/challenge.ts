import { callApi } from '~/lib/api-client';

export type Challenge = { challenge: string; subject: string; reference: string; images: string[] };

/** GET /api/human-check: a new challenge (no answers in it). */
export function fetchChallenge() {
  return callApi<{ data: Challenge }>('/api/human-check');
}

/** POST /api/human-check: the picks; a single-use token when they are right. */
export function verifyPicks(challenge: string, picks: number[]) {
  return callApi<{ data: { token: string; expiresAt: string } }>('/api/human-check', { body: { challenge, picks } });
}

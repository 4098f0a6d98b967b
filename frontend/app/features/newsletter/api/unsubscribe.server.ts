import { cmsFetch } from '~/lib/cms.server';
import { API_PATHS } from '~/lib/api-paths';

export type UnsubscribeResult = { ok: boolean; message: string };

/** POST /api/e-u with the address and the link's id: the CMS's message either way. */
export async function unsubscribe(email: string, id: string): Promise<UnsubscribeResult> {
  let response: Response;
  try {
    response = await cmsFetch(API_PATHS.unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, id }),
    });
  } catch {
    return { ok: false, message: 'The newsletter service is not reachable right now. Please try again in a moment.' };
  }
  const json = await response.json().catch(() => null);
  if (response.ok) return { ok: true, message: json?.message ?? 'Unsubscribed successfully!' };
  return { ok: false, message: json?.error?.message ?? `Unsubscribing failed (${response.status}).` };
}

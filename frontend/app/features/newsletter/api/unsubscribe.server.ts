import { API } from '@blog/contract/routes';
import { cmsFetch } from '~/lib/cms.server';
import { listOutcome, type ListOutcome } from './list-outcome.server';

/** POST /api/e-u with the address and the link's id: the CMS's message either way. */
export async function unsubscribe(email: string, id: string): Promise<ListOutcome> {
  try {
    const response = await cmsFetch(API.subscription.unsubscribe, { body: { email, id } });
    return await listOutcome(API.subscription.unsubscribe, response, 'Unsubscribing failed');
  } catch {
    // Down, or an answer the contract does not allow: either way the page cannot say it worked.
    return { ok: false, message: 'The newsletter service is not reachable right now. Please try again in a moment.' };
  }
}

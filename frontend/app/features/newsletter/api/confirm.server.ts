import { API } from '@blog/contract/routes';
import { cmsFetch } from '~/lib/cms.server';
import { listOutcome, type ListOutcome } from './list-outcome.server';

/** POST /api/e-c with the confirmation link's code: the CMS's message either way. */
export async function confirmSubscription(id: string): Promise<ListOutcome> {
  const response = await cmsFetch(API.subscription.confirm, { body: { id } });
  return listOutcome(API.subscription.confirm, response, 'Confirming failed');
}

import { errorMessageOf } from '@blog/contract/answers';
import type { API } from '@blog/contract/routes';
import { cmsAnswer } from '~/lib/cms.server';

/** What a page of the e-mail list shows after its call: done or not, and the words to say so. */
export type ListOutcome = { ok: boolean; message: string };

/**
 * The CMS's words for a call of the e-mail list: a 2xx answer's message (read by the contract),
 * else a refusal's own message, else `failed` with the status.
 */
export async function listOutcome(
  route: typeof API.subscription.confirm | typeof API.subscription.unsubscribe,
  response: Response,
  failed: string,
): Promise<ListOutcome> {
  if (response.ok) return { ok: true, message: (await cmsAnswer(route, response)).message };
  const refusal = errorMessageOf(await response.json().catch(() => null));
  return { ok: false, message: refusal ?? `${failed} (${response.status}).` };
}

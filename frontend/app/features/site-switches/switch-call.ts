import type { AnswerOf, Route } from '@blog/contract/route';
import { callRouteAt } from '~/lib/api-client';

/** What the Cursor page shows on any 401 or 403 from its calls (docs/spec/admin-side.md section 8). */
export const AUTH_FAILED_TEXT = 'Authentication failed critically.';

export const isAuthFailure = (status: number) => status === 401 || status === 403;

/** A refused or failed read of a switch, with the answer's status (0: the network failed). */
export class SwitchCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET a switch's state for swr (at `url`, its key): throws SwitchCallError on anything but a good answer. */
export async function readSwitch<R extends Route>(route: R, url: string): Promise<AnswerOf<R>> {
  const answer = await callRouteAt(route, url);
  if (answer.status !== 200 || answer.data === null)
    throw new SwitchCallError(answer.status, answer.message ?? `GET ${url} failed (${answer.status})`);
  return answer.data;
}

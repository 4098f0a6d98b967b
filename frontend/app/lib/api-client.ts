import { errorMessageOf } from '@blog/contract/answers';
import { type AnswerOf, type PathValues, type Route, readAnswer, routeUrl } from '@blog/contract/route';

/** The answer of a same-origin API call: its status, its parsed body, and Strapi's error message if any. */
export type ApiAnswer<T> = { status: number; data: T | null; message: string | null };

/** Shown when an answer is not what the contract says (the reason goes to the console). */
export const UNREADABLE_ANSWER = 'The blog sent an answer this page could not read. Please try again in a moment.';

/**
 * A JSON request to this site's /api (the web server passes it to the CMS), at `url` (built by
 * routeUrl; swr keys on it), its 2xx answer parsed by the route's schema. A network failure is
 * status 0, so callers can tell it from a refusal; an answer the contract does not allow is 502.
 */
export async function callRouteAt<R extends Route>(route: R, url: string, body?: unknown): Promise<ApiAnswer<AnswerOf<R>>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { status: 0, data: null, message: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) return { status: response.status, data: null, message: errorMessageOf(json) };
  const answer = readAnswer(route, json);
  if (answer.ok) return { status: response.status, data: answer.data, message: null };
  console.error(answer.reason);
  return { status: 502, data: null, message: UNREADABLE_ANSWER };
}

/** callRouteAt at the route's own address for `values`. */
export const callRoute = <R extends Route>(route: R, values: PathValues & { body?: unknown } = {}) =>
  callRouteAt(route, routeUrl(route, values), values.body);

/** A GET for swr, which then keeps the last good data and reports the error: throws unless 200. */
export async function getAnswer<R extends Route>(route: R, url: string): Promise<AnswerOf<R>> {
  const answer = await callRouteAt(route, url);
  if (answer.status !== 200 || answer.data === null) throw new Error(answer.message ?? `GET ${url} failed (${answer.status})`);
  return answer.data;
}

import { type AnswerOf, type PathValues, type Route, readAnswer, routeUrl } from '@blog/contract/route';
import { data } from 'react-router';
import { CONTENT_TAG } from '@blog/rules/content-tags';
import { webConfig } from './config.server';
import { noteReads } from './page-reads.server';
import { readerForwardedFor } from './reader-address.server';

const unavailable = (retryAfter: string) =>
  data(
    { message: 'The blog is not reachable right now. Please try again in a moment.' },
    { status: 503, headers: { 'Retry-After': retryAfter } },
  );

/**
 * A call from the web server to Strapi, made for the reader being served (their address in
 * X-Forwarded-For, so the CMS's limits count them, not this server). A CMS that is down, slow,
 * or answers 503 (its database is away) becomes a 503 page with a clear message, never a hung
 * request or an answer read as "no" (a signed-in owner is still signed in).
 */
async function call(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const headers = new Headers(init.headers);
  const reader = readerForwardedFor();
  if (reader) headers.set('X-Forwarded-For', reader);
  let response: Response;
  try {
    response = await fetch(webConfig().cmsUrl + path, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unavailable('5');
  }
  if (response.status === 503) throw unavailable(response.headers.get('Retry-After') ?? '5');
  return response;
}

/** What a request to a route carries: the path's values and the query (routeUrl), a JSON body, headers. */
export type CmsRequest = PathValues & { body?: unknown; headers?: Record<string, string> };

const initOf = (route: Route, { body, headers }: CmsRequest): RequestInit => ({
  method: route.method,
  headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * A call to Strapi (see `call`) whose status the caller reads itself; parse a 2xx body with
 * cmsAnswer. A cached page that makes one depends on every write of reader content.
 */
export async function cmsFetch(route: Route, request: CmsRequest = {}, timeoutMs = 8000): Promise<Response> {
  noteReads([CONTENT_TAG]);
  return call(routeUrl(route, request), initOf(route, request), timeoutMs);
}

/** A 2xx answer's body, parsed by its route's schema; one the contract does not allow is a logged 502. */
export async function cmsAnswer<R extends Route>(route: R, response: Response): Promise<AnswerOf<R>> {
  const answer = readAnswer(route, await response.json().catch(() => undefined));
  if (answer.ok) return answer.data;
  console.error(`The CMS answered what the contract does not allow: ${answer.reason}`);
  throw data({ message: 'The blog could not load this page (the content service sent an unreadable answer).' }, { status: 502 });
}

/**
 * A loader's read from Strapi (see `call`), parsed by the route's schema; a 404 is returned as
 * null so the route decides what "missing" means. `reads` names what the answer holds
 * (@blog/rules/content-tags), so a cached page re-renders only when that changes; without it,
 * the page re-renders on every write.
 */
export async function cmsJson<R extends Route>(
  route: R,
  request: CmsRequest = {},
  reads: (answer: AnswerOf<R> | null) => readonly string[] = () => [CONTENT_TAG],
): Promise<AnswerOf<R> | null> {
  const response = await call(routeUrl(route, request), initOf(route, request), 8000);
  if (response.status === 429) {
    // The CMS's per-address limit (the reader's address rides along): a 429 page, never a 502.
    const retryAfter = response.headers.get('Retry-After') ?? '60';
    throw data(
      { message: `Too many requests from your address: try again in ${retryAfter} seconds.` },
      { status: 429, headers: { 'Retry-After': retryAfter } },
    );
  }
  if (!response.ok && response.status !== 404) {
    throw data({ message: `The blog could not load this page (${response.status}).` }, { status: 502 });
  }
  const answer = response.status === 404 ? null : await cmsAnswer(route, response);
  noteReads(reads(answer));
  return answer;
}

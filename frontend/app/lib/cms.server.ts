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

/** A call to Strapi (see `call`); a kept page that makes one depends on every write of reader content. */
export async function cmsFetch(path: string, init: RequestInit = {}, timeoutMs = 8000): Promise<Response> {
  noteReads([CONTENT_TAG]);
  return call(path, init, timeoutMs);
}

/**
 * A loader's read from Strapi (see `call`); a 404 is returned as null so the route decides what
 * "missing" means. `reads` names what the answer holds (@blog/rules/content-tags), so a kept page
 * re-renders only when that changes; without it, the page re-renders on every write.
 */
export async function cmsJson<T>(
  path: string,
  init: RequestInit = {},
  reads: (answer: T | null) => readonly string[] = () => [CONTENT_TAG],
): Promise<T | null> {
  const response = await call(
    path,
    {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    },
    8000,
  );
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
  const answer = response.status === 404 ? null : ((await response.json()) as T);
  noteReads(reads(answer));
  return answer;
}

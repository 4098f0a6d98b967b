import { data } from 'react-router';
import { webConfig } from './config.server';
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
export async function cmsFetch(path: string, init: RequestInit = {}, timeoutMs = 8000): Promise<Response> {
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

/** A loader's read from Strapi (cmsFetch); a 404 is returned as null so the route decides what "missing" means. */
export async function cmsJson<T>(path: string, init: RequestInit = {}): Promise<T | null> {
  const response = await cmsFetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw data({ message: `The blog could not load this page (${response.status}).` }, { status: 502 });
  }
  return (await response.json()) as T;
}

import { data } from 'react-router';
import { cmsUrl } from './env.server';

/**
 * A call from a loader to Strapi. A CMS that is down or slow becomes a 503
 * page with a clear message, never a hung request; a 404 is returned as null
 * so the route decides what "missing" means.
 */
export async function cmsJson<T>(path: string, init: RequestInit = {}): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(cmsUrl() + path, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    throw data({ message: 'The blog is not reachable right now. Please try again in a moment.' }, { status: 503 });
  }
  if (response.status === 404) return null;
  if (!response.ok) {
    throw data({ message: `The blog could not load this page (${response.status}).` }, { status: 502 });
  }
  return (await response.json()) as T;
}

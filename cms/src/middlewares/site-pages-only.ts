import type { Core } from '@strapi/strapi';
import { API } from '@blog/contract/routes';
import { cmsConfig } from '../lib/config';
import { httpError } from '../lib/http-error';
import { readSessionCookie } from '../lib/session-cookie';
import { requestPathOf } from '../lib/strapi-route';

/**
 * Defence in depth behind the web server's own check (frontend/server): an API
 * call that carries the owner's session cookie, or signs out, is refused when
 * the browser says it came from a page of another origin. The SameSite=Strict
 * cookie still travels from another port of the same host (same site), so the
 * cookie alone proves nothing. Calls with no such headers (the web server's own
 * loaders) are judged by the web server, the only public entry.
 */
export const FOREIGN_PAGE = 'This request did not come from the pages of this site, so nothing was done.';

function foreignOrigin(value: string): boolean {
  if (value === '' || value === 'null') return value === 'null';
  try {
    return new URL(value).origin !== cmsConfig().site.origin;
  } catch {
    return true;
  }
}

export function fromForeignPage(headers: Record<string, string | string[] | undefined>): boolean {
  const fetchSite = String(headers['sec-fetch-site'] ?? '');
  if (fetchSite !== '') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return foreignOrigin(String(headers.origin ?? '')) || foreignOrigin(String(headers.referer ?? ''));
}

export default (() => async (ctx, next) => {
  const guarded =
    ctx.path.startsWith('/api/') &&
    (readSessionCookie(ctx.request.headers) !== undefined || ctx.path === requestPathOf(API.session.signOut));
  if (guarded && fromForeignPage(ctx.request.headers)) throw httpError(403, FOREIGN_PAGE);
  await next();
}) satisfies Core.MiddlewareFactory;

import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { hasSessionCookie } from '../app/lib/cookies';
import { webConfig } from '../app/lib/config.server';
import { isOwnerApiCall } from './owner-api-routes';

/**
 * Same-site forgery defence at the web edge (docs/design.md section 2: owner calls only from the
 * site's own pages). SameSite=Strict does not stop a page on another port of the same host: it is
 * the same site, so the browser sends the session cookie with its requests. What tells the site's
 * own pages apart is the browser's Sec-Fetch-Site, or, from a client without it, Origin or Referer.
 */

const READS = new Set(['GET', 'HEAD']);

/**
 * The path as React Router and Strapi match it: dot segments resolved, percent-escapes decoded,
 * lower case (both match without regard to case), no repeated or trailing slashes.
 */
export function comparablePath(url: string): string {
  let pathname = url;
  try {
    // Joined, not resolved against a base: `//dashboard` is a path here, not a host.
    pathname = (url.startsWith('/') ? new URL(`http://site${url}`) : new URL(url, 'http://site/')).pathname;
  } catch {
    // An absolute address with a broken host: Express routes it nowhere (404), so nothing is passed on.
  }
  const decoded = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return decoded
    .join('/')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
}

/** A typed address or a bookmark (`Sec-Fetch-Site: none`) may only be a page navigation. */
export const isPageNavigation = (method: string, path: string) =>
  READS.has(method) && !/^\/api(\/|$)/.test(path) && !path.endsWith('.data');

/**
 * Whether the request must come from the site's own pages: every /api call carrying the session
 * cookie, every owner call whatever the cookie, /signout, what changes or reads data under
 * /dashboard (a non-GET, or React Router's `.data`), and any other change carrying the cookie.
 * A page navigation (GET) elsewhere stays open: a page of another origin cannot read the answer.
 */
export function needsProvenance(method: string, path: string, cookie: string | undefined): boolean {
  const signedIn = hasSessionCookie(cookie);
  if (/^\/api(\/|$)/.test(path)) return signedIn || isOwnerApiCall(method, path);
  if (/^\/signout(\.data|\/|$)/.test(path)) return true;
  if (/^\/dashboard(\.data|\/|$)/.test(path) && (!READS.has(method) || path.endsWith('.data'))) return true;
  return signedIn && !READS.has(method);
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from the site's own pages: the browser says `Sec-Fetch-Site:
 * same-origin` (or `none`, the owner's own typed address, for a page navigation only); a
 * client that sends no Sec-Fetch-Site must name the site's origin in Origin, else in Referer.
 */
export function fromSitePages(headers: IncomingHttpHeaders, siteOrigin: string, pageNavigation: boolean): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || (site === 'none' && pageNavigation);
  const origin = headers.origin ?? (typeof headers.referer === 'string' ? originOf(headers.referer) : null);
  return origin !== null && origin === siteOrigin;
}

const REFUSED = 'This request did not come from the pages of this site, so nothing was done.';

/** Refuses, with 403 and before the proxy and React Router, a request that must come from the site's own pages and did not. */
export const requestProvenance: RequestHandler = (req, res, next) => {
  const path = comparablePath(req.originalUrl);
  if (!needsProvenance(req.method, path, req.headers.cookie)) return next();
  if (fromSitePages(req.headers, originOf(webConfig().publicUrl) ?? '', isPageNavigation(req.method, path))) return next();
  res.setHeader('Cache-Control', 'no-store');
  if (/^\/api(\/|$)/.test(path)) {
    res.status(403).json({ data: null, error: { status: 403, name: 'ForbiddenError', message: REFUSED, details: {} } });
  } else {
    res
      .status(403)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Refused</title><p>${REFUSED}</p><p><a href="/">Home</a></p></html>`,
      );
  }
};

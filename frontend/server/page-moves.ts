import type { RequestHandler } from 'express';
import { PRIVACY_OTHER_PATHS, PRIVACY_PATH, READER_PAGES } from '../app/features/site/reader-pages';
import { SITE_PAGES } from '../app/lib/site-pages';

// The site's fixed pages, in the lower case of their one address: React Router matches letter
// case and a trailing slash loosely, so /Blog and /blog/ would be the same page at other addresses.
const FIXED = new Set([...SITE_PAGES.map((page) => page.url), ...Object.values(READER_PAGES).map((page) => page.path)]);
const PRIVACY_OTHERS = new Set(PRIVACY_OTHER_PATHS);
// Only for resolving: whatever a browser would make of the address, it must stay on this site.
const HERE = 'site.invalid';

/**
 * Where a request's address (path and query, as sent) has moved to, with its query; null when
 * it is the one address already. No trailing slash and one slash between segments on any path;
 * a fixed page in its own letter case; the privacy page's other three addresses at /privacy-policy.
 * `//other.example/` is the path /other.example of this site, and a path with a backslash (a
 * slash to a browser) is never moved, so a move can never leave the site.
 */
export function movedAddress(address: string): string | null {
  const query = address.indexOf('?');
  const path = query === -1 ? address : address.slice(0, query);
  const search = query === -1 ? '' : address.slice(query);
  if (path.includes('\\')) return null;
  let moved = path.replace(/\/{2,}/g, '/');
  if (moved.length > 1) moved = moved.replace(/\/$/, '');
  const lower = moved.toLowerCase();
  if (PRIVACY_OTHERS.has(lower)) moved = PRIVACY_PATH;
  else if (FIXED.has(lower)) moved = lower;
  if (moved === path) return null;
  const url = new URL(`${moved}${search}`, `http://${HERE}`);
  return url.host === HERE ? `${url.pathname}${url.search}` : null;
}

/** A GET or HEAD of an address that moved is answered 301 to its one address (shared, asked again each time). */
export const pageMoves: RequestHandler = (req, res, next) => {
  const moved = req.method === 'GET' || req.method === 'HEAD' ? movedAddress(req.originalUrl) : null;
  if (!moved) return next();
  res.set('Cache-Control', 'public, no-cache').redirect(301, moved);
};

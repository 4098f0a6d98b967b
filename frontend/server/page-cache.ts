import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { AppLoadContext } from 'react-router';
import { CONTENT_TAG, SITE_TAG } from '@blog/rules/content-tags';
import { isShareCardPath } from '../app/lib/share-card-paths';
import { matchesNoneOf } from '@blog/rules/http-validators';
import { hasSessionCookie, readCookies } from '../app/lib/cookies';
import { pageAddress } from '../app/lib/page-address';
import { readsOf } from '../app/lib/page-reads.server';
import { CONSENT_COOKIE, DEVELOPMENT_COOKIE } from '../app/lib/site-state';
import { themeFromCookies } from '../app/lib/theme';
import type { ContentVersion } from './content-version';
import { type ContentCoding, CACHED_BROTLI_QUALITY, contentCoding } from './content-coding';
import type { RenderBudget } from './render-budget';
import { pageOfData } from './route-ids';
import { baseSecurityHeaderList, contentSecurityPolicy } from './security-headers';

/**
 * Reader pages rendered once and cached in memory while what they read is
 * unchanged: each page remembers the content tags its render read and their
 * tokens (app/lib/page-reads.server.ts), and the CMS moves the tokens of the
 * tags a write touches in the write's own transaction (server/content-version.ts,
 * ADR 47), so a publish shows on the very next request and re-renders only the
 * pages that show it; nothing here expires by time. Pages are shared: they are
 * never cached for a signed-in owner, for a path that reads more of the request
 * than the display cookies below, or when the render set a cookie.
 */
export type Render = (request: Request, context: AppLoadContext) => Promise<Response>;

type Page = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Only on answers that are not shared: a page that sets a cookie is never cached. */
  cookies: string[];
  /** The body in each coding, none for a short body or a compressed picture. */
  encoded: Record<ContentCoding, Buffer> | null;
  etag: string;
  policy: string;
  /** Each content tag the render read, with the token it had when the render began. */
  reads: [string, string][];
  /** The whole head of the shared answer, made once: as it is, in each coding, and for a 304. */
  heads: { plain: string[]; encoded: Record<ContentCoding, string[]> | null; notModified: string[] };
  size: number;
};

// Pages that read the request beyond the display cookies, or are the owner's (a draft's preview
// is the owner's, shown to whoever holds its link: ADR 40). (The sign-in page
// reads only the session cookie, and a request with one is never shared.) React Router's route
// manifest is no page: it costs no render and goes out with its own year-long immutable caching.
const NEVER = /^\/(?:api|uploads|media|assets|dashboard|preview|signout|search|ping|preferences|email-unsubscribe|__manifest)(?:[/.?]|$)/;
// A 301 too (an article's other addresses, ADR 27): cached per content version like a page, so a
// changed href moves it at once; shared with `no-cache`, so a browser asks again rather than keep it.
const CACHED_STATUSES = new Set([200, 301, 404]);
// Headers this server sets per answer rather than repeating the render's.
const OWN_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
  'content-security-policy',
]);
const VARY = 'Cookie, Accept-Encoding';
/** A page's address with a client navigation's routes (navigationRoutes), as React Router's client writes them. */
const withRoutes = (url: string, routes: string | undefined) =>
  routes === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ _routes: routes })}`;
// React Router's route manifest costs no render (see NEVER).
const MANIFEST = /^\/__manifest(?:[/.?]|$)/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

// React Router lists every module of the route as a preload in the head. On a slow link those
// (110 KB) share the bandwidth with the stylesheet and the first cover and hold the first paint
// back (Lighthouse, mobile: first paint 1.6-2.5 s with them, 0.8 s without). The bootstrap script
// still imports every module: a shared page is painted first and made interactive right after.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** A shared page without module preloads (see MODULE_PRELOAD). */
export const withoutModulePreloads = (html: string) => html.replace(MODULE_PRELOAD, '');

/** A fresh nonce per render: only the scripts the renderer wrote carry it. */
export const renderNonce = () => randomBytes(18).toString('base64url');

/**
 * A policy that still holds when the page is shared: the hashes of the inline
 * scripts carrying this render's nonce, which only React Router's own scripts
 * do. A script that came in with stored content cannot know the nonce, so it
 * gets no hash and does not run. The nonces are taken out of the page.
 */
export function policyForPage(html: string, nonce: string): { html: string; policy: string } {
  const hashes = new Set<string>();
  const nonceAttribute = ` nonce="${nonce}"`;
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (code && attributes.includes(nonceAttribute)) hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return { html: html.replaceAll(nonceAttribute, ''), policy: contentSecurityPolicy([...hashes]) };
}

/** The tokens of the database's content as one request sees them; null: not known, so nothing is cached. */
type Versions = { token: string; tokenOf: (tag: string) => string };

function versionsNow(version: ContentVersion): Versions | null {
  const token = version.current();
  if (token === null) return null;
  // A source without tags: every page follows the one version.
  if (!version.tags) return { token, tokenOf: () => token };
  const tags = version.tags();
  if (!tags) return null;
  // The fallback tag of an untagged read is the version itself; a tag never stamped has no token yet.
  return { token, tokenOf: (tag) => (tag === CONTENT_TAG ? token : (tags.get(tag) ?? '')) };
}

/** Whether nothing a page read has been written since its render began. */
const isFresh = (page: Page, versions: Versions) => page.reads.every(([tag, token]) => versions.tokenOf(tag) === token);

/** A least-recently-used map bounded by bytes. */
class PageStore {
  private pages = new Map<string, Page>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  /** The cached page, if what it read is unchanged; one that went stale is dropped. */
  get(versions: Versions, key: string): Page | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (!isFresh(page, versions)) {
      this.bytes -= page.size;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: Page) {
    if (page.size > this.maxBytes / 4) return;
    const replaced = this.pages.get(key);
    if (replaced) this.bytes -= replaced.size;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.size;
    }
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY } };

/** The body in each coding a reader may ask for, both made at once on libuv's threads. */
async function encodedOf(body: Buffer): Promise<Record<ContentCoding, Buffer>> {
  const [br, gzipped] = await Promise.all([brotliAsync(body, BROTLI_OPTIONS), gzipAsync(body)]);
  return { br, gzip: gzipped };
}

// Which render a shared answer came from: the same value while a page is cached, a new one when it is
// rendered again (a reader cannot tell that from the ETag when the new render is byte for byte the same).
let renders = 0;
const renderStamp = () => `${new Date().toISOString()} ${(renders += 1)}`;

/** The request's address as the client sent it (Express's originalUrl when mounted under it). */
const urlOf = (req: IncomingMessage) => (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';

function fetchRequestOf(req: IncomingMessage, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The render is shared by everyone waiting for it: never one reader's conditional 304.
    if (name === 'if-none-match' || name === 'if-modified-since') continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  // Always the whole page: a HEAD is answered from it without its body.
  const protocol = (req as { protocol?: string }).protocol ?? 'http';
  return new Request(new URL(url, `${protocol}://${req.headers.host ?? 'localhost'}`), { method: 'GET', headers });
}

async function pageOf(response: Response, nonce: string, reads: [string, string][]): Promise<{ page: Page; shared: boolean }> {
  let body = Buffer.from(await response.arrayBuffer());
  let policy = contentSecurityPolicy([]);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    const page = policyForPage(withoutModulePreloads(body.toString('utf8')), nonce);
    body = Buffer.from(page.html);
    policy = page.policy;
  }
  const headers = [...response.headers].filter(([name]) => !OWN_HEADERS.has(name));
  // A PNG or WebP (an article's share card) is compressed already.
  const compressed = /^image\/(?!svg)/.test(response.headers.get('content-type') ?? '');
  // On libuv's threads: the event loop goes on answering cached pages and readers' calls meanwhile (issue 21).
  const encoded = body.length > 1024 && !compressed ? await encodedOf(body) : null;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // Any cache may keep it, but must ask again each time: an ETag answer costs no render.
  const head = [
    ...baseSecurityHeaderList(),
    ...headers.flat(),
    'Content-Security-Policy',
    policy,
    'Vary',
    VARY,
    'Cache-Control',
    'public, no-cache',
    'ETag',
    etag,
    'X-Rendered',
    renderStamp(),
  ];
  const page: Page = {
    status: response.status,
    headers,
    body,
    cookies: response.headers.getSetCookie(),
    encoded,
    etag,
    policy,
    reads,
    heads: {
      plain: [...head, 'Content-Length', String(body.length)],
      encoded: encoded && {
        br: [...head, 'Content-Encoding', 'br', 'Content-Length', String(encoded.br.length)],
        gzip: [...head, 'Content-Encoding', 'gzip', 'Content-Length', String(encoded.gzip.length)],
      },
      notModified: head,
    },
    size: 0,
  };
  page.size = body.length + (encoded ? encoded.br.length + encoded.gzip.length : 0) + 512;
  const control = response.headers.get('cache-control') ?? '';
  const shared = CACHED_STATUSES.has(response.status) && !response.headers.has('set-cookie') && !/private|no-store/.test(control);
  return { page, shared };
}

function send(req: IncomingMessage, res: ServerResponse, page: Page, shared: boolean) {
  const body = req.method === 'HEAD' ? undefined : page.body;
  if (!shared) {
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', page.policy);
    res.setHeader('Vary', VARY);
    res.setHeader('Cache-Control', 'no-store');
    if (page.cookies.length) res.setHeader('Set-Cookie', page.cookies);
    res.end(body);
    return;
  }
  // Preconditions apply to successful answers only (RFC 9110, 13.2.1).
  if (page.status === 200 && matchesNoneOf(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, page.heads.notModified).end();
    return;
  }
  // One call with the head made in advance: the hot path of a cached page.
  const coding = page.encoded && contentCoding(req.headers['accept-encoding']);
  res.writeHead(page.status, coding ? page.heads.encoded![coding] : page.heads.plain);
  res.end(req.method === 'HEAD' ? undefined : coding ? page.encoded![coding] : page.body);
}

export type PageCacheOptions = {
  version: ContentVersion;
  render: Render;
  maxBytes: number;
  /** Renders per client address; none: no bound. */
  budget?: RenderBudget;
  /** The ids of the routes matching a page's path (route-ids.ts), which a `.data` request's `_routes` must name. */
  routeIds: (path: string) => readonly string[] | null;
};

/** A middleware on Node's own request and answer, for what runs before Express sees the request. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/** The middleware, with `cached`: the same lookup alone, so server.js can answer a cached page before Express. */
export type PageCache = RequestHandler & { cached: NodeMiddleware };

/**
 * A `.data` request's `_routes` as cached: the ids of routes of this page's own match, once each,
 * in the match's order; null when it names any other (made-up values would each be cached apart
 * and push real pages out, so such a request is rendered and never cached).
 */
function navigationRoutes(path: string, search: string, routeIds: PageCacheOptions['routeIds']): string | null | undefined {
  const asked = new URLSearchParams(search).getAll('_routes');
  if (asked.length === 0) return undefined;
  const page = pageOfData(path);
  const matched = page === null ? null : routeIds(page);
  const named = new Set(asked.join(',').split(','));
  if (!matched || asked.length > 1 || [...named].some((id) => !matched.includes(id))) return null;
  return matched.filter((id) => named.has(id)).join(',');
}

export function pageCache({ version, render, maxBytes, budget, routeIds }: PageCacheOptions): PageCache {
  // Pages that exist and "not found" answers apart: a flood of made-up addresses (each a 404,
  // each cached once) can push out only other 404s, never the pages readers read.
  const notFoundBytes = Math.floor(maxBytes / 8);
  const store = new PageStore(maxBytes - notFoundBytes);
  const notFound = new PageStore(notFoundBytes);
  // One render per page and version however many readers ask at once.
  const rendering = new Map<string, Promise<{ page: Page; shared: boolean }>>();

  /** Whether this request's page may be shared at all (read, not for the owner, not passed on). */
  function shareable(req: IncomingMessage) {
    const address = urlOf(req);
    const query = address.indexOf('?');
    const path = query === -1 ? address : address.slice(0, query);
    // A share card answers byte ranges itself (its route caches the picture).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NEVER.test(path) || isShareCardPath(path)) return null;
    const cookieHeader = req.headers.cookie ?? '';
    return hasSessionCookie(cookieHeader) ? null : { address, query, path, cookieHeader };
  }

  /** Where this request's page is cached, or null when it must not be shared. */
  function lookup(req: IncomingMessage) {
    const request = shareable(req);
    if (!request) return null;
    const { address, query, path, cookieHeader } = request;
    const routes = query === -1 ? undefined : navigationRoutes(path, address.slice(query), routeIds);
    if (routes === null) return null;
    const versions = versionsNow(version);
    const cookies = readCookies(cookieHeader);
    const variant = [themeFromCookies(cookies), CONSENT_COOKIE in cookies, DEVELOPMENT_COOKIE in cookies].join(':');
    // Any other parameter gives the same page, rendered and cached once: made-up ones (`?x=1`,
    // `?x=2`, ...) neither cost a render each nor push real pages out.
    const url = query === -1 ? address : withRoutes(pageAddress(path, address.slice(query)), routes);
    const key = `${variant} ${url}`;
    return {
      versions,
      key,
      url,
      cached: versions ? (store.get(versions, key) ?? notFound.get(versions, key)) : undefined,
    };
  }

  // A miss found by `cached` is not looked up again (the version read, the cookies).
  const looked = new WeakMap<IncomingMessage, ReturnType<typeof lookup>>();

  const cachedNow: NodeMiddleware = (req, res, next) => {
    const slot = lookup(req);
    if (!slot?.cached) {
      looked.set(req, slot);
      return next();
    }
    send(req, res, slot.cached, true);
  };
  // Where the version is told rather than read (PostgreSQL), a page is looked up once it has
  // settled: a write another replica answered a moment ago shows on this very next request.
  const cached: NodeMiddleware = (req, res, next) => {
    if (!version.settle || !shareable(req)) return cachedNow(req, res, next);
    void version.settle().then(() => cachedNow(req, res, next));
  };

  /**
   * Whether the client may have one more page rendered; if not, answered 429. Cached pages never
   * get here, so a flood of new addresses slows only its sender, never the readers of cached pages.
   */
  function mayRender(req: IncomingMessage, res: ServerResponse) {
    const wait = budget?.take(req) ?? 0;
    if (!wait) return true;
    res.writeHead(429, { 'Retry-After': String(wait), 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Too many new pages asked for: try again in ${wait} second${wait === 1 ? '' : 's'}.`);
    return false;
  }

  const handler: RequestHandler = (req, res, next) => {
    const slot = looked.has(req) ? looked.get(req)! : lookup(req);
    // Not shared: rendered per request (the owner's answers are marked private in app/entry.server.tsx),
    // so it counts too (a session cookie, the search, a form post), all but the route manifest.
    if (!slot) return MANIFEST.test(req.path) || mayRender(req, res) ? next() : undefined;
    const { versions, key, url } = slot;
    if (slot.cached) return send(req, res, slot.cached, true);

    const flight = `${versions?.token} ${key}`;
    let pending = versions ? rendering.get(flight) : undefined;
    // Waiting for a render already under way costs nothing.
    if (!pending && !mayRender(req, res)) return;
    if (!pending) {
      const nonce = renderNonce();
      // Cached once by the render, not by each reader waiting for it, with the tokens of what it read as
      // they were when it began (every page reads the site's own tag: a restore or the owner's refresh).
      pending = readsOf(() => render(fetchRequestOf(req, url), { cspNonce: nonce }))
        .then(({ result, tags }) => pageOf(result, nonce, versions ? [SITE_TAG, ...tags].map((tag) => [tag, versions.tokenOf(tag)]) : []))
        .then((rendered) => {
          // A render that a write overtook is sent, not cached: it may show some of the write and not the rest.
          if (rendered.shared && versions && version.current() === versions.token) {
            (rendered.page.status === 404 ? notFound : store).set(key, rendered.page);
          }
          return rendered;
        });
      if (versions) {
        rendering.set(flight, pending);
        pending.finally(() => rendering.delete(flight)).catch(() => undefined);
      }
    }
    pending
      .then(({ page, shared }) => {
        send(req, res, page, shared && versions !== null);
      })
      .catch(next);
  };
  return Object.assign(handler, { cached });
}

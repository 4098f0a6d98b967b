// @vitest-environment node
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express, { type ErrorRequestHandler } from 'express';
import type { AppLoadContext } from 'react-router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { noteReads } from '../app/lib/page-reads.server';
import { clientAddress } from './client-address';
import { type PageCacheOptions, pageCache, policyForPage } from './page-cache';
import { renderBudget } from './render-budget';
import { routeIdsOf } from './route-ids';

type Answer = { body?: string; status?: number; headers?: HeadersInit };

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
/** A route tree like the site's: the root, the landing page, /blog, its articles and the category lists, /about. */
const ROUTE_IDS = routeIdsOf({
  root: { id: 'root', path: '', module: {} },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: {} },
  'routes/blog': { id: 'routes/blog', parentId: 'root', path: 'blog', module: {} },
  'routes/blog.$id': { id: 'routes/blog.$id', parentId: 'root', path: 'blog/:id', module: {} },
  'routes/blog.page.$category': { id: 'routes/blog.page.$category', parentId: 'root', path: 'blog/page/:category', module: {} },
  'routes/about': { id: 'routes/about', parentId: 'root', path: 'about', module: {} },
} as never);
const pageFor = (url: URL) => `<!doctype html><html><body><h1>${url.pathname}${url.search}</h1></body></html>`;

/**
 * The middleware in front of a fake renderer that counts its calls, and a
 * handler after it that says when a request was passed on.
 */
function site({
  answer = () => ({}),
  maxBytes = 1024 * 1024,
  budget,
}: {
  answer?: (url: URL, context: AppLoadContext) => Answer | Promise<Answer>;
  maxBytes?: number;
  budget?: PageCacheOptions['budget'];
} = {}) {
  let version: string | null = 'v1';
  const renders: { url: string; cookie: string | null; method: string; context: AppLoadContext }[] = [];
  const passedOn: string[] = [];
  const errors: unknown[] = [];
  const app = express();
  // Counts arrivals, so a test can wait until concurrent requests are all inside.
  let arrived = 0;
  app.use((_req, _res, next) => {
    arrived += 1;
    next();
  });
  app.use(
    pageCache({
      version: { current: () => version, close: async () => undefined },
      maxBytes,
      budget,
      routeIds: ROUTE_IDS,
      render: async (fetchRequest, context) => {
        renders.push({ url: fetchRequest.url, cookie: fetchRequest.headers.get('cookie'), method: fetchRequest.method, context });
        const url = new URL(fetchRequest.url);
        const { body = pageFor(url), status = 200, headers = HTML } = await answer(url, context);
        return new Response(body, { status, headers });
      },
    }),
  );
  app.use((req, res) => {
    passedOn.push(`${req.method} ${req.originalUrl}`);
    res.type('text/plain').send('passed on');
  });
  const failed: ErrorRequestHandler = (error, _req, res, _next) => {
    errors.push(error);
    res.status(500).type('text/plain').send('failed');
  };
  app.use(failed);
  return {
    app,
    renders,
    passedOn,
    errors,
    arrived: () => arrived,
    setVersion: (next: string | null) => {
      version = next;
    },
    // superagent asks for gzip by default; a plain reader request asks for nothing.
    get: (path: string, headers: Record<string, string> = {}) =>
      request(app)
        .get(path)
        .set({ 'Accept-Encoding': 'identity', ...headers }),
  };
}

/** The bytes exactly as sent (supertest would gunzip them). */
async function raw(app: express.Express, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .request({ port, path, method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

async function waitFor(check: () => boolean) {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('pageCache: cached pages', () => {
  it('serves the same page again without a render, until the content version moves', async () => {
    const reader = site();
    const first = await reader.get('/blog/one');
    const again = await reader.get('/blog/one');
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.text).toContain('/blog/one');
    expect(reader.renders).toHaveLength(1);

    // Another page is another render.
    await reader.get('/blog/page/coding?page=2');
    expect(reader.renders).toHaveLength(2);

    reader.setVersion('v2');
    await reader.get('/blog/one');
    await reader.get('/blog/one');
    expect(reader.renders).toHaveLength(3);

    // A page cached at v1 and asked for at v2 is rendered again, and the v1 one is gone for good.
    await reader.get('/blog/page/coding?page=2');
    expect(reader.renders).toHaveLength(4);
    reader.setVersion('v1');
    await reader.get('/blog/page/coding?page=2');
    expect(reader.renders).toHaveLength(5);
    expect(reader.passedOn).toEqual([]);
  });

  it('renders a page once for readers who ask for it at the same time', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const reader = site({ answer: async () => (await gate, {}) });
    const answers = Promise.all([1, 2, 3].map(() => reader.get('/blog/busy').then((res) => res)));
    await waitFor(() => reader.arrived() === 3);
    open();
    const [a, b, c] = await answers;
    expect(reader.renders).toHaveLength(1);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
    expect(a.headers['cache-control']).toBe('public, no-cache');
  });

  it('counts a page once however many readers waited for its render', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Room for four small pages: twenty waiters counted twenty times would push everything out.
    const reader = site({ maxBytes: 4 * 700, answer: async () => (await gate, {}) });
    const answers = Promise.all(Array.from({ length: 20 }, () => reader.get('/popular')));
    await waitFor(() => reader.arrived() === 20);
    open();
    await answers;
    await reader.get('/other');
    await reader.get('/popular');
    await reader.get('/other');
    expect(reader.renders.map((render) => new URL(render.url).pathname)).toEqual(['/popular', '/other']);
  });

  it('renders every request and lets nobody cache it while the version is unknown', async () => {
    const reader = site();
    reader.setVersion(null);
    for (let i = 0; i < 3; i += 1) {
      const res = await reader.get('/blog');
      expect(res.status).toBe(200);
      expect(res.text).toContain('/blog');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(reader.renders).toHaveLength(3);

    // Known again: cached from then on.
    reader.setVersion('v9');
    await reader.get('/blog');
    await reader.get('/blog');
    expect(reader.renders).toHaveLength(4);
  });

  it('answers a cached page as public, revalidated, with an ETag and Vary', async () => {
    const reader = site({
      answer: () => ({ headers: { ...HTML, 'X-Robots-Tag': 'all', 'Cache-Control': 'public, max-age=3600', ETag: '"theirs"' } }),
    });
    const res = await reader.get('/blog/tagged');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.etag).not.toBe('"theirs"');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The render's own headers come along, except those this server sets itself.
    expect(res.headers['x-robots-tag']).toBe('all');
    const cached = await reader.get('/blog/tagged');
    expect(cached.headers['cache-control']).toBe('public, no-cache');
    expect(cached.headers.etag).toBe(res.headers.etag);
    expect(cached.headers['x-robots-tag']).toBe('all');
  });

  it('answers a matching If-None-Match with 304 and no body, strong, weak or in a list', async () => {
    const reader = site();
    const { headers } = await reader.get('/blog/etag');
    const etag = headers.etag as string;
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`]) {
      const res = await raw(reader.app, '/blog/etag', { 'If-None-Match': asked });
      expect(res.status, asked).toBe(304);
      expect(res.body).toHaveLength(0);
      expect(res.headers.etag).toBe(etag);
    }
    const other = await reader.get('/blog/etag', { 'If-None-Match': '"other"' });
    expect(other.status).toBe(200);
    expect(other.text).toContain('/blog/etag');
    expect(reader.renders).toHaveLength(1);
  });

  it('compresses a body over 1 KB in the coding the reader asks for, Brotli first, with the right Content-Length each way', async () => {
    const long = `<!doctype html><html><body>${'<p>A long article.</p>'.repeat(200)}</body></html>`;
    const reader = site({ answer: (url) => ({ body: url.pathname === '/long' ? long : 'short page' }) });

    for (const header of ['gzip, deflate, br', 'br']) {
      const brotli = await raw(reader.app, '/long', { 'Accept-Encoding': header });
      expect(brotli.headers['content-encoding'], header).toBe('br');
      expect(brotli.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(long);
    }

    // A q-value of 0 refuses a coding (RFC 9110, 12.5.3), whatever the header's words.
    const zipped = await raw(reader.app, '/long', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(long.length);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(long);

    const refused = await raw(reader.app, '/long', { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(long);

    const plain = await raw(reader.app, '/long', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(long));
    expect(plain.body.toString('utf8')).toBe(long);

    const short = await raw(reader.app, '/short', { 'Accept-Encoding': 'gzip' });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(Number(short.headers['content-length'])).toBe(Buffer.byteLength('short page'));
    expect(short.body.toString('utf8')).toBe('short page');
    expect(reader.renders).toHaveLength(2);
  });

  it('answers HEAD with the page headers and no body, from the same cached page as GET', async () => {
    const reader = site();
    const head = await raw(reader.app, '/blog/head', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(pageFor(new URL('http://x/blog/head'))));
    expect(head.headers.etag).toBeDefined();
    // The render was asked for the whole page.
    expect(reader.renders[0].method).toBe('GET');
    const get = await reader.get('/blog/head');
    expect(get.text).toBe(pageFor(new URL('http://x/blog/head')));
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(reader.renders).toHaveLength(1);
  });

  it('caches one page per theme, consent and development cookie, and ignores other cookies', async () => {
    const reader = site();
    const visit = async (cookie: string) => {
      const before = reader.renders.length;
      await reader.get('/blog', cookie ? { Cookie: cookie } : {});
      return reader.renders.length > before;
    };
    expect(await visit('')).toBe(true);
    expect(await visit('theme=dark')).toBe(true);
    expect(await visit('cookieBanner=true')).toBe(true);
    expect(await visit('on=true')).toBe(true);
    expect(await visit('theme=dark; cookieBanner=true; on=true')).toBe(true);
    // A chosen light theme is not the device's theme (no cookie): a page of its own.
    expect(await visit('theme=light')).toBe(true);
    // The same display state as pages already cached.
    expect(await visit('_ga=GA1.1.5; theme=light')).toBe(false);
    expect(await visit('other=1; theme=dark')).toBe(false);
    expect(await visit('on=; cookieBanner=yes; theme=dark; x=y')).toBe(false);
    expect(await visit('sessionx=1')).toBe(false);
    expect(reader.renders.map((render) => render.cookie)).toEqual([
      null,
      'theme=dark',
      'cookieBanner=true',
      'on=true',
      'theme=dark; cookieBanner=true; on=true',
      'theme=light',
    ]);
  });

  it('gives every render its own nonce', async () => {
    const reader = site();
    for (const path of ['/', '/', '/blog', '/about']) await reader.get(path);
    // See the Content-Security-Policy tests.
    expect(new Set(reader.renders.map((render) => render.context.cspNonce)).size).toBe(3);
  });
});

describe('pageCache: the query', () => {
  it('renders and caches a page once whatever parameters no page reads come with it', async () => {
    const reader = site();
    const answers = [];
    for (const path of ['/blog', '/blog?x=1', '/blog?x=2&utm_source=feed', '/blog?x=3']) answers.push(await reader.get(path));
    expect(reader.renders.map((render) => new URL(render.url).pathname + new URL(render.url).search)).toEqual(['/blog']);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('keeps the page number and the routes of a client navigation, in the render too', async () => {
    const reader = site();
    await reader.get('/blog/page/coding?ref=x&page=2');
    await reader.get('/blog/page/coding?page=2');
    await reader.get('/blog.data?_routes=routes%2Fblog&x=1');
    await reader.get('/blog.data?_routes=routes%2Fblog');
    expect(reader.renders.map((render) => new URL(render.url).pathname + new URL(render.url).search)).toEqual([
      '/blog/page/coding?page=2',
      '/blog.data?_routes=routes%2Fblog',
    ]);
  });

  it("keeps a navigation's routes only when they are the page's own, once each, in their order", async () => {
    const reader = site();
    for (const routes of ['root,routes%2Fblog.%24id', 'routes%2Fblog.%24id,root', 'root,routes%2Fblog.%24id,root']) {
      expect((await reader.get(`/blog/one.data?_routes=${routes}`)).status).toBe(200);
    }
    // One render: the three spellings are one page.
    expect(reader.renders.map((render) => new URL(render.url).search)).toEqual(['?_routes=root%2Croutes%2Fblog.%24id']);
    const before = reader.renders.length;
    // Made-up ids, another page's route, a route on a page that is not `.data`: rendered, never cached.
    for (const path of [
      '/blog/one.data?_routes=x1',
      '/blog/one.data?_routes=x2',
      '/blog/one.data?_routes=routes%2Fabout',
      '/blog/one.data?_routes=root&_routes=root',
      '/blog/one?_routes=root',
      '/blog/one?_routes=root',
    ])
      await reader.get(path);
    expect(reader.renders.length - before).toBe(0);
    expect(reader.passedOn).toHaveLength(6);
  });
});

describe('pageCache: the page number', () => {
  it('is a key only on the pages that read it: the category lists, All Articles and the sitemap', async () => {
    const reader = site();
    for (const path of [
      '/about?page=2',
      '/about?page=3',
      '/about',
      '/blog/one?page=9',
      '/blog/one',
      '/about.data?page=4&_routes=routes%2Fabout',
    ])
      await reader.get(path);
    for (const path of [
      '/blog/page/coding?page=2',
      '/blog/page/articles?page=2',
      '/sitemap?page=2',
      '/blog/page/health.data?page=2&_routes=routes%2Fblog.page.%24category',
    ]) {
      await reader.get(path);
      await reader.get(path);
    }
    expect(reader.renders.map((render) => new URL(render.url).pathname + new URL(render.url).search)).toEqual([
      '/about',
      '/blog/one',
      '/about.data?_routes=routes%2Fabout',
      '/blog/page/coding?page=2',
      '/blog/page/articles?page=2',
      '/sitemap?page=2',
      '/blog/page/health.data?page=2&_routes=routes%2Fblog.page.%24category',
    ]);
  });
});

describe('pageCache: renders per client address', () => {
  // Behind one trusted proxy, so each test reader is its own X-Forwarded-For.
  const limited = (perSecond = 1, burst = 3) =>
    site({ budget: renderBudget({ perSecond, burst, addressOf: (req) => clientAddress(req, 1) }) });
  const from = (address: string, more: Record<string, string> = {}) => ({ 'X-Forwarded-For': address, ...more });

  it('answers 429 with Retry-After past the budget; cached pages never count, and other readers are not touched', async () => {
    const reader = limited();
    for (const path of ['/a', '/b', '/c']) expect((await reader.get(path, from('198.51.100.1'))).status).toBe(200);
    const refused = await reader.get('/d', from('198.51.100.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toBe('Too many new pages asked for: try again in 1 second.');
    // The pages already cached are still answered, to the same reader, as often as asked.
    for (let i = 0; i < 10; i += 1) expect((await reader.get('/a', from('198.51.100.1'))).status).toBe(200);
    expect((await reader.get('/d', from('198.51.100.2'))).status).toBe(200);
    expect(reader.renders).toHaveLength(4);
  });

  it('counts what is rendered for one reader alone (a session cookie, the search, a post), not the route manifest', async () => {
    const reader = limited(1, 3);
    expect((await reader.get('/blog', from('198.51.100.3', { Cookie: 'session=made-up' }))).text).toBe('passed on');
    expect((await reader.get('/search?q=a', from('198.51.100.3'))).text).toBe('passed on');
    expect((await request(reader.app).post('/about').set(from('198.51.100.3')).send('x=1')).text).toBe('passed on');
    for (let i = 0; i < 5; i += 1) expect((await reader.get('/__manifest?paths=%2Fblog', from('198.51.100.3'))).text).toBe('passed on');
    expect((await reader.get('/search?q=b', from('198.51.100.3'))).status).toBe(429);
    expect((await reader.get('/new', from('198.51.100.3'))).status).toBe(429);
    expect((await request(reader.app).post('/about').set(from('198.51.100.3')).send('x=1')).status).toBe(429);
  });

  it('grants exactly the budget to a burst of new pages asked at once', async () => {
    const reader = limited(1, 3);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => reader.get(`/burst-${n}`, from('198.51.100.5'))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
    expect(reader.renders).toHaveLength(3);
  });

  it('keys an IPv6 reader by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const reader = limited(1, 1);
    expect((await reader.get('/a', from('2001:db8:1:2::1'))).status).toBe(200);
    expect((await reader.get('/b', from('2001:db8:1:2:ffff:ffff:ffff:9'))).status).toBe(429);
    expect((await reader.get('/b', from('2001:db8:1:3::1'))).status).toBe(200);
    expect((await reader.get('/c', from('203.0.113.5'))).status).toBe(200);
    expect((await reader.get('/d', from('::ffff:203.0.113.5'))).status).toBe(429);
  });

  it('refills as time passes', async () => {
    const reader = limited(4, 1);
    expect((await reader.get('/a', from('198.51.100.4'))).status).toBe(200);
    expect((await reader.get('/b', from('198.51.100.4'))).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await reader.get('/b', from('198.51.100.4'))).status).toBe(200);
  });
});

describe('pageCache: what is never cached', () => {
  // The render marks these private (app/entry.server.tsx; checked end to end in page-cache.exclusive.spec.ts).
  it("passes a signed-in owner's request on, to be rendered for them alone", async () => {
    const reader = site();
    for (const cookie of ['session=abc', 'theme=dark; session=abc', 'a=1;session=abc']) {
      const res = await reader.get('/blog', { Cookie: cookie });
      expect(res.text).toBe('passed on');
    }
    expect(reader.renders).toHaveLength(0);
    expect(reader.passedOn).toHaveLength(3);
  });

  it('passes on the paths that read more of the request than the display cookies, and any POST', async () => {
    const reader = site();
    const paths = [
      '/api/articles',
      '/dashboard',
      '/dashboard/x',
      '/dashboard.data',
      // A draft's preview (ADR 40): whoever holds the link, never a shared page.
      `/preview/${'T'.repeat(43)}`,
      `/preview/${'T'.repeat(43)}.data`,
      '/search?q=a',
      '/search.data?q=a',
      '/ping',
      '/preferences',
      '/email-unsubscribe/x',
      '/uploads/a.png',
      '/media/a.png',
      '/assets/app.js',
      '/signout',
      '/__manifest?paths=%2Fblog&version=1',
      // Share cards answer byte ranges themselves (routes/share-card.ts).
      '/blog/abc/share-card.png?v=1',
      '/local/how-this-blog-is-built/share-card.png',
      '/share-cards/home.png',
    ];
    for (const path of paths) {
      const res = await reader.get(path);
      expect(res.text, path).toBe('passed on');
      expect(res.headers['cache-control'], path).toBeUndefined();
    }
    const posted = await request(reader.app).post('/blog/one').send('x=1');
    expect(posted.text).toBe('passed on');
    expect(reader.renders).toHaveLength(0);
    expect(reader.passedOn).toEqual([...paths.map((path) => `GET ${path}`), 'POST /blog/one']);

    // Reader pages whose names only start like those are cached, and so is the sign-in page:
    // without a session cookie (the one thing it reads) it is the same for every visitor.
    for (const path of ['/blog/search-tips', '/pinged', '/dashboards', '/api-guide', '/sign-in', '/previews']) {
      await reader.get(path);
      await reader.get(path);
    }
    expect(reader.renders).toHaveLength(6);
  });

  it.each([
    ['a Set-Cookie', { headers: { ...HTML, 'Set-Cookie': 'seen=1; Path=/' } }],
    ['Cache-Control: private', { headers: { ...HTML, 'Cache-Control': 'private, max-age=60' } }],
    ['Cache-Control: no-store', { headers: { ...HTML, 'Cache-Control': 'no-store' } }],
    ['status 500', { status: 500 }],
    ['status 503', { status: 503, headers: { ...HTML, 'Retry-After': '3600' } }],
    ['status 403', { status: 403 }],
    ['status 302', { status: 302, headers: { Location: '/blog/new-slug' }, body: '' }],
  ] as [string, Answer][])('sends a render with %s but caches nothing', async (_name, answer) => {
    const reader = site({ answer: () => answer });
    for (let i = 0; i < 2; i += 1) {
      const res = await reader.get('/blog/moved');
      expect(res.status).toBe(answer.status ?? 200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      if (res.status === 302) expect(res.headers.location).toBe('/blog/new-slug');
      if (res.status === 503) expect(res.headers['retry-after']).toBe('3600');
      if (answer.body === undefined) expect(res.text).toContain('/blog/moved');
    }
    expect(reader.renders).toHaveLength(2);
  });

  it("passes the render's Set-Cookie on to the reader", async () => {
    const reader = site({
      answer: () => ({
        headers: [
          ['Content-Type', 'text/html'],
          ['Set-Cookie', 'a=1; Path=/'],
          ['Set-Cookie', 'b=2; Path=/'],
        ],
      }),
    });
    const res = await reader.get('/blog/cookie');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('caches a 404 page', async () => {
    const reader = site({ answer: () => ({ status: 404 }) });
    await reader.get('/nowhere');
    const res = await reader.get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(reader.renders).toHaveLength(1);
  });

  it("caches a permanent redirect (an article's other address) until the content version moves, and no browser caches it unasked", async () => {
    let target = '/blog/abc';
    const reader = site({ answer: () => ({ status: 301, body: '', headers: { Location: target } }) });
    await reader.get('/local/old-title');
    const res = await reader.get('/local/old-title?utm_source=feed');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/blog/abc');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(reader.renders).toHaveLength(1);
    // A write (a changed href, a new article with that title) moves the version: the redirect follows.
    target = '/blog/xyz';
    reader.setVersion('v2');
    expect((await reader.get('/local/old-title')).headers.location).toBe('/blog/xyz');
    expect(reader.renders).toHaveLength(2);
  });

  it("sends a failed render to Express's error handler, and renders again next time", async () => {
    let fail = true;
    const reader = site({
      answer: () => {
        if (fail) throw new Error('CMS down');
        return {};
      },
    });
    const failed = await reader.get('/blog/flaky');
    expect(failed.status).toBe(500);
    expect(failed.text).toBe('failed');
    expect((reader.errors[0] as Error).message).toBe('CMS down');
    fail = false;
    const next = await reader.get('/blog/flaky');
    expect(next.status).toBe(200);
    expect(next.text).toContain('/blog/flaky');
    expect(reader.renders).toHaveLength(2);
  });
});

describe('pageCache: Content-Security-Policy', () => {
  const inline = ['window.__ctx = {"a":1};', '\n  console.log("é ✓ </p>");\n'];
  // The renderer's own scripts carry the render's nonce; a script that came in with content does not.
  const pageWith = (nonce: string) =>
    [
      '<!doctype html><html><head>',
      '<script src="/assets/entry.js"></script>',
      // A script with src runs the file, never its own text: no hash for that text.
      `<script type="module" src="/assets/app.js" nonce="${nonce}" async>\n</script>`,
      `<script nonce="${nonce}">${inline[0]}</script>`,
      `<script nonce="${nonce}" type="module">${inline[1]}</script>`,
      '</head><body><p>text</p>',
      '<script>window.__stored = "came in with an article";</script>',
      `<script nonce="a-guess">window.__guessed = 1;</script>`,
      `<script nonce="${nonce}">${inline[0]}</script>`,
      '</body></html>',
    ].join('');

  it('lists one hash per distinct script the renderer wrote, none for external or other scripts, and takes the nonces out', async () => {
    const reader = site({ answer: (_url, context) => ({ body: pageWith(context.cspNonce!) }) });
    const res = await reader.get('/blog/scripts');
    const nonce = reader.renders[0].context.cspNonce!;
    expect(nonce).toMatch(/^[\w-]{24}$/);
    const policy = res.headers['content-security-policy'] as string;
    const sources = scriptSources(policy);
    expect(sources).toEqual(["'self'", ...inline.map(sha256)]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('nonce');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(res.text).not.toContain(nonce);
    expect(res.text).toContain('window.__stored');
    // The cached copy carries the same policy; the next render gets a new nonce.
    const cached = await reader.get('/blog/scripts');
    expect(cached.headers['content-security-policy']).toBe(policy);
    expect(reader.renders).toHaveLength(1);
    await reader.get('/blog/other');
    expect(reader.renders[1].context.cspNonce).not.toBe(nonce);
  });

  it('gives a page without nonced inline scripts a policy without hashes', () => {
    const { policy } = policyForPage(
      '<html><script src="/a.js"></script><script>withoutNonce()</script><p>no scripts</p></html>',
      'a-nonce',
    );
    expect(scriptSources(policy)).toEqual(["'self'"]);
    expect(policy).not.toContain("'sha256-");
  });

  it('caches a non-HTML answer too, with a policy without hashes', async () => {
    const data = '[{"_1":2},"routes/blog",<script>alert(1)</script>]';
    const reader = site({ answer: () => ({ body: data, headers: { 'Content-Type': 'text/x-script' } }) });
    const first = await raw(reader.app, '/blog.data');
    const second = await raw(reader.app, '/blog.data');
    expect(second.body.toString('utf8')).toBe(data);
    expect(second.headers['content-type']).toBe('text/x-script');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(scriptSources(first.headers['content-security-policy'] as string)).toEqual(["'self'"]);
    expect(reader.renders).toHaveLength(1);
  });
});

describe('pageCache: the first paint', () => {
  it('takes the module preloads out of a shared page, and nothing else', async () => {
    const head = (nonce: string) =>
      [
        '<!doctype html><html><head><link rel="stylesheet" href="/assets/root.css"/>',
        `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>`,
        `<link rel="modulepreload" href="/assets/chunk.js" nonce="${nonce}"/>`,
        '<link rel="preload" as="image" href="/media/covers/cover-01-640w.webp"/>',
        `</head><body><p>text</p><script nonce="${nonce}" type="module" async>import("/assets/entry.client.js");</script></body></html>`,
      ].join('');
    const reader = site({ answer: (_url, context) => ({ body: head(context.cspNonce!) }) });
    const res = await reader.get('/blog/first-paint');
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(res.text).toContain('<link rel="preload" as="image" href="/media/covers/cover-01-640w.webp"/>');
    // The bootstrap script still loads the modules, and the policy still allows it.
    expect(res.text).toContain('<script type="module" async>import("/assets/entry.client.js");</script>');
    expect(scriptSources(res.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      sha256('import("/assets/entry.client.js");'),
    ]);
  });
});

describe('pageCache: the byte bound', () => {
  // A cached page weighs its body (and its Brotli and gzip copies, none under 1 KB) plus 512 bytes.
  const bodyOf = (url: URL) => (url.pathname === '/big' ? 'b'.repeat(800) : url.pathname.padEnd(200, '.'));
  const weight = 200 + 512;

  it('drops the least recently used pages first, and never caches a page over a quarter of the bound', async () => {
    // Seven eighths of the bound are for pages that exist (2,884 bytes): room for four.
    const reader = site({ maxBytes: 3296, answer: (url) => ({ body: bodyOf(url) }) });
    const renders = async (path: string) => {
      const before = reader.renders.length;
      const res = await reader.get(path);
      expect(res.text).toBe(bodyOf(new URL(path, 'http://x')));
      return reader.renders.length - before;
    };
    for (const path of ['/a', '/b', '/c', '/d']) expect(await renders(path)).toBe(1);
    // Touching /a makes /b the least recently used.
    expect(await renders('/a')).toBe(0);
    expect(await renders('/e')).toBe(1);
    expect(await renders('/a')).toBe(0);
    expect(await renders('/c')).toBe(0);
    expect(await renders('/d')).toBe(0);
    expect(await renders('/e')).toBe(0);
    expect(await renders('/b')).toBe(1);

    // 800 + 512 bytes is more than a quarter of the bound.
    expect(await renders('/big')).toBe(1);
    expect(await renders('/big')).toBe(1);
    // And trying to cache it dropped nothing.
    expect(await renders('/b')).toBe(0);
  });

  it('caches "not found" answers in their own eighth: made-up addresses never push out a real page', async () => {
    const reader = site({
      maxBytes: 64 * weight,
      answer: (url) => ({ body: bodyOf(url), status: url.pathname.startsWith('/missing') ? 404 : 200 }),
    });
    const rendersOf = async (path: string) => {
      const before = reader.renders.length;
      await reader.get(path);
      return reader.renders.length - before;
    };
    for (const path of ['/a', '/b', '/c']) await rendersOf(path);
    // More 404s than the whole bound holds.
    for (let n = 0; n < 100; n += 1) expect(await rendersOf(`/missing/${n}`)).toBe(1);
    for (const path of ['/a', '/b', '/c']) expect(await rendersOf(path), path).toBe(0);
    // The newest 404s are still cached (a bot asking for the same address again costs no render).
    expect(await rendersOf('/missing/99')).toBe(0);
    expect(await rendersOf('/missing/0')).toBe(1);
  });
});

describe('pageCache.cached: the lookup alone, mounted before static files and the proxy', () => {
  it('passes on what is not cached, and answers a cached page with every security header', async () => {
    let version: string | null = 'v1';
    const cache = pageCache({
      version: { current: () => version, close: async () => undefined },
      maxBytes: 1024 * 1024,
      routeIds: ROUTE_IDS,
      render: async (fetchRequest) => new Response(pageFor(new URL(fetchRequest.url)), { headers: HTML }),
    });
    const passedOn: string[] = [];
    const app = express();
    app.use(cache.cached);
    app.use((req, _res, next) => {
      passedOn.push(req.originalUrl);
      next();
    });
    app.use(cache);
    const get = (path: string) => request(app).get(path).set('Accept-Encoding', 'identity');

    await get('/blog');
    expect(passedOn).toEqual(['/blog']);
    const cached = await get('/blog');
    expect(passedOn).toEqual(['/blog']);
    expect(cached.text).toBe(pageFor(new URL('http://x/blog')));
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    expect(cached.headers['x-frame-options']).toBe('DENY');
    expect(cached.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // A new version: the lookup finds nothing and the request goes the whole way again.
    version = 'v2';
    await get('/blog');
    expect(passedOn).toEqual(['/blog', '/blog']);
    await get('/blog/page/coding?page=2');
    await request(app).get('/blog').set('Cookie', 'session=abc');
    expect(passedOn).toEqual(['/blog', '/blog', '/blog/page/coding?page=2', '/blog']);
  });

  it('looks a page up only once the version has settled, where the version is told rather than read', async () => {
    // PostgreSQL's notice of another replica's write may still be on its way: settle() reads the token.
    let told = 'v1';
    let stored = 'v1';
    let settled = 0;
    const cache = pageCache({
      version: {
        current: () => told,
        settle: async () => {
          settled += 1;
          told = stored;
        },
        close: async () => undefined,
      },
      maxBytes: 1024 * 1024,
      routeIds: ROUTE_IDS,
      render: async (fetchRequest) => new Response(`${stored} ${pageFor(new URL(fetchRequest.url))}`, { headers: HTML }),
    });
    const app = express();
    app.use(cache.cached);
    app.use(cache);
    const get = (path: string) => request(app).get(path).set('Accept-Encoding', 'identity');

    expect((await get('/blog')).text).toContain('v1 ');
    stored = 'v2';
    // No notice has moved `told`: without settling, the v1 page would go out.
    expect((await get('/blog')).text).toContain('v2 ');
    // A request that can never be shared does not wait for the database.
    const before = settled;
    await request(app).get('/blog').set('Cookie', 'session=abc');
    expect(settled).toBe(before);
  });
});

describe('pageCache: cached while what the page read is unchanged', () => {
  /** A database of tags: each write stamps a new token on the version and on the tags it touched. */
  function tagged(reads: (path: string) => string[]) {
    let token = 't0';
    const tags = new Map<string, string>([['site', 't0']]);
    const renders: string[] = [];
    const app = express();
    app.use(
      pageCache({
        version: { current: () => token, tags: () => tags, close: async () => undefined },
        maxBytes: 1024 * 1024,
        routeIds: ROUTE_IDS,
        render: async (fetchRequest) => {
          const { pathname } = new URL(fetchRequest.url);
          renders.push(pathname);
          noteReads(reads(pathname));
          return new Response(pageFor(new URL(fetchRequest.url)), { headers: HTML });
        },
      }),
    );
    return {
      renders,
      write(...written: string[]) {
        token = `t${renders.length}-${written.join(',')}`;
        for (const tag of written) tags.set(tag, token);
      },
      /** Asks for each page in turn: which render each came from. */
      async visit(...paths: string[]) {
        const seen = new Map<string, string>();
        for (const path of paths) seen.set(path, (await request(app).get(path).set('Accept-Encoding', 'identity')).headers['x-rendered']);
        return seen;
      },
    };
  }
  const READS: Record<string, string[]> = {
    '/blog/a': ['flags', 'article:a', 'articles', 'article:c'],
    '/blog/b': ['flags', 'article:b', 'articles'],
    '/blog/page/coding': ['flags', 'articles:coding', 'article:a'],
    '/about': [],
  };

  it('re-renders only the pages that read a written tag, and says which render a page came from', async () => {
    const site = tagged((path) => READS[path]);
    const first = await site.visit(...Object.keys(READS));
    expect(site.renders).toEqual(Object.keys(READS));

    // An edit of article a's body: its page and the list that shows its card, nothing else.
    site.write('article:a');
    site.renders.length = 0;
    const after = await site.visit(...Object.keys(READS));
    // (A render that said nothing depends on every write.)
    expect(site.renders).toEqual(['/blog/a', '/blog/page/coding', '/about']);
    expect(after.get('/blog/b')).toBe(first.get('/blog/b'));
    expect(after.get('/blog/a')).not.toBe(first.get('/blog/a'));
  });

  it('takes a page that read nothing to depend on every write, and every page on the site tag', async () => {
    const site = tagged((path) => READS[path]);
    await site.visit('/about', '/blog/b');
    site.write('quote');
    await site.visit('/about', '/blog/b');
    expect(site.renders).toEqual(['/about', '/blog/b', '/about']);
    // A restore, or the owner's "render every page again".
    site.write('site');
    await site.visit('/blog/b');
    expect(site.renders).toEqual(['/about', '/blog/b', '/about', '/blog/b']);
  });

  it('re-renders a page whose tag is stamped for the first time (a tag never written has no token)', async () => {
    const site = tagged((path) => READS[path]);
    await site.visit('/blog/page/coding', '/blog/page/coding');
    site.write('articles:coding');
    await site.visit('/blog/page/coding');
    expect(site.renders).toEqual(['/blog/page/coding', '/blog/page/coding']);
  });
});

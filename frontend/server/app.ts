import { Agent, type IncomingMessage } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import express, { type Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createRequestHandler as createRenderer } from 'react-router';
import { startConfig } from '../app/lib/config.server';
import { serveReader } from '../app/lib/reader-address.server';
import { followContentVersion } from '../app/lib/version-memo.server';
import { bodyLimit } from './body-limit';
import { clientAddress } from './client-address';
import { isCmsPath } from './cms-paths';
import { contentVersionOf } from './content-version';
import { CMS_ONLY_HEADERS, answerCmsUnreachable, fastPath } from './fast-path';
import { type NodeMiddleware, pageCache } from './page-cache';
import { pageMoves } from './page-moves';
import { pictureUploadLimit } from './picture-upload-limit';
import { previewRedirect } from './preview-host';
import { renderBudget } from './render-budget';
import { requestProvenance } from './request-provenance';
import { routeIdsOf } from './route-ids';
import { securityHeaders } from './security-headers';

// Before anything else: a bad variable stops the server here with one message naming each.
// server.js listens on its port and host.
export const config = startConfig();

// server.js mounts it before the static files, so assets carry the headers too.
export { securityHeaders };
// server.js compresses what it streams as the fast path does.
export { COMPRESSION_OPTIONS } from './content-coding';

export const app = express();
app.disable('x-powered-by');

// A preview deployment's host sends readers to the main site, same path.
const previewTarget = (req: IncomingMessage) =>
  previewRedirect(req.headers.host, (req as Partial<Request>).originalUrl ?? req.url ?? '/', config.publicUrl, config.previewHosts);
app.use((req, res, next) => {
  const target = previewTarget(req);
  if (target) res.redirect(301, target);
  else next();
});

// The owner's calls, /signout and the dashboard's changes only from the site's own pages (docs/design.md section 2).
app.use(requestProvenance);
// The picture upload, the one owner call that is not JSON: a declared size over its bound goes no further.
app.use(pictureUploadLimit);

// Same-origin API: the browser talks to this server only; /api, /uploads and
// /media are passed to Strapi, with the client address in X-Forwarded-For.
// Connections to Strapi are kept open and reused: without an agent the proxy
// asks for `Connection: close` and passes it on, closing the reader's too. Idle
// ones are closed before Strapi's own 5 s keep-alive timeout can race a request.
const toCms = new Agent({ keepAlive: true, maxSockets: 128, timeout: 4000 });
const CMS_TIMEOUT_MS = 15000;
app.use(
  createProxyMiddleware({
    target: config.cmsUrl,
    agent: toCms,
    pathFilter: isCmsPath,
    xfwd: true,
    proxyTimeout: CMS_TIMEOUT_MS,
    on: {
      // This server's security headers stand for the whole site; Strapi's would replace them.
      proxyRes: (answer) => {
        for (const name of CMS_ONLY_HEADERS) delete answer.headers[name];
      },
      error: (_error, _req, res) => {
        if ('writeHead' in res) answerCmsUnreachable(res);
      },
    },
  }),
);

// The reader's hottest calls go to the CMS before Express sees them (ADR 48), as the proxy above would pass them.
const readerFastPath = fastPath({ cmsUrl: config.cmsUrl, agent: toCms, timeoutMs: CMS_TIMEOUT_MS, productSlug: config.productSlug });
export const readerCalls: NodeMiddleware = (req, res, next) => (previewTarget(req) ? next() : readerFastPath(req, res, next));

// A page asked for at another spelling (/Blog, /blog/, /terms-and-conditions) moves to its one address.
app.use(pageMoves);

// Everything below is this server's own: bounded bodies, and the CMS calls it makes for a reader
// carry that reader's address, as the proxy above does.
app.use(bodyLimit());
app.use((req, _res, next) => serveReader(req, next));

// The build object itself, not a function importing it: React Router calls a function on every
// request, and that import's promise bookkeeping was a measurable part of a render (issue 21).
// Under `npm run dev` (server.dev.js) each request asks Vite for it, so it is the one last edited.
const build = await import('virtual:react-router/server-build');
const currentBuild = import.meta.env.DEV ? () => import('virtual:react-router/server-build') : build;

// Which reader content the database holds: the page cache caches pages per version, and the
// loaders cache what the version fixes (app/lib/version-memo.server.ts).
const version = contentVersionOf(config.database);
followContentVersion(version);

// Reader pages are rendered once per content version (PAGE_CACHE_MB=0 turns it off).
const cacheMegabytes = config.pageCacheMegabytes;
// New pages a client may have rendered: 10 s worth at once, then the rate (PAGE_RENDERS_PER_SECOND=0: no bound).
const rendersPerSecond = config.rendersPerSecond;
const budget =
  rendersPerSecond > 0
    ? renderBudget({ perSecond: rendersPerSecond, burst: rendersPerSecond * 10, addressOf: (req) => clientAddress(req) })
    : undefined;
const pages =
  cacheMegabytes > 0
    ? pageCache({
        version,
        render: createRenderer(build, 'production'),
        maxBytes: cacheMegabytes * 1024 * 1024,
        budget,
        routeIds: routeIdsOf(build.routes),
      })
    : null;
/**
 * Cached pages, answered on Node's own request before Express, compression, static files and the
 * proxy (server.js): a cached page is never a file, and its answer is made in advance.
 */
export const cachedPages: NodeMiddleware = (req, res, next) => (pages && !previewTarget(req) ? pages.cached(req, res, next) : next());
if (pages) app.use(pages);

app.use(
  createRequestHandler({
    build: currentBuild,
    // The document's inline scripts carry this request's nonce (app/entry.server.tsx).
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

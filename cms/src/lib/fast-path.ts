import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import compose from 'koa-compose';
import type { Context, Middleware } from 'koa';
import { ALL_ROUTES } from '@blog/contract/routes';
import { cmsConfig } from './config';

/**
 * The fast path (ADR 48): the calls readers' pages make many times (like counts, likes, views,
 * opinions, the search box) and the reads the web server makes for every page it renders afresh skip the
 * parts of Strapi's request chain that never apply to them, while running every check that does,
 * exactly as configured. Through the whole chain a like count cost about 1.5 ms of the CMS's time,
 * nine tenths of it in middlewares and a router matching some 400 routes; under the mixed load (scripts/hardening/mixed-load.mjs)
 * the CMS was busy answering those, and every other answer waited.
 *
 * A fast-path call runs: the configured global middlewares of FAST_PATH_MIDDLEWARES, in the configured order
 * and with their configuration (config/middlewares.ts), then the route's own handler as Strapi
 * composed it (its auth, policies, route middlewares such as the rate limit, and the controller).
 * Both spellings the router takes (with and without a trailing slash) are on the fast path; anything
 * else (another method, HEAD, another case) goes through the whole chain as before.
 */
/** Every route on the fast path: the readers' calls, and what the web server reads for a page it renders afresh. */
const fastPathRoutes = () =>
  ALL_ROUTES.filter((route) => route.fastPath !== null).map(
    (route) => [route.method, route.path.replace('{product}', cmsConfig().site.productSlug)] as const,
  );

/**
 * The global middlewares a fast-path call runs. Left out, because they never act on these calls:
 * strapi::logger (a line per request at the `http` level, off in production), strapi::poweredBy
 * (a header the web server removes), global::admin-login-lockout (/admin/login only),
 * strapi::session (the admin's single sign-on), strapi::favicon, global::uploads-folder and
 * strapi::public (files). strapi::query is no handler: it gives the application's request its
 * query parser, so the fast path's requests, made by the same application, parse queries the same way.
 */
const FAST_PATH_MIDDLEWARES = new Set([
  'global::client-address',
  'strapi::errors',
  'global::database-unavailable',
  'strapi::security',
  'strapi::cors',
  'global::invalid-utf8',
  'global::site-pages-only',
  'global::json-only',
  'strapi::body',
]);

type MiddlewareEntry = string | { name?: string; resolve?: string; config?: unknown };
type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type RouterLayer = { path: string; methods: string[]; stack: Middleware[] };
type KoaApp = Core.Strapi['server']['app'] & {
  createContext: (req: IncomingMessage, res: ServerResponse) => Context;
  handleRequest: (ctx: Context, handler: Middleware) => Promise<void>;
};

/** The fast path's global middlewares, made from the same factories and configuration as the whole chain's. */
function fastPathMiddlewares(strapi: Core.Strapi): Middleware[] {
  const configured = strapi.config.get<MiddlewareEntry[]>('middlewares', []);
  const chain: Middleware[] = [];
  for (const entry of configured) {
    const name = typeof entry === 'string' ? entry : entry.name;
    if (!name || !FAST_PATH_MIDDLEWARES.has(name)) continue;
    const config = typeof entry === 'string' ? {} : (entry.config ?? {});
    const handler = strapi.middleware(name)(config, { strapi }) as Middleware | undefined;
    if (handler) chain.push(handler);
  }
  return chain;
}

/** Each fast-path route's whole handler (`METHOD path` to one composed middleware), once Strapi has mounted its router. */
function fastPathHandlers(strapi: Core.Strapi): Map<string, Middleware> | null {
  const layers = (strapi.server.router as unknown as { stack: RouterLayer[] }).stack;
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const routes = fastPathRoutes().map(([method, path]) => ({
    key: `${method} ${prefix}${path}`,
    layer: layers.find((candidate) => candidate.path === prefix + path && candidate.methods.includes(method)),
  }));
  // Not mounted yet: the whole chain answers until it is.
  if (routes.some(({ layer }) => !layer)) return null;
  const globals = fastPathMiddlewares(strapi);
  const handlers = new Map<string, Middleware>();
  for (const { key, layer } of routes) {
    const routeHandler = compose(layer!.stack);
    const route: Middleware = (ctx, next) => {
      ctx.params = {};
      return routeHandler(ctx, next);
    };
    const handler = compose([...globals, route]);
    handlers.set(key, handler);
    handlers.set(`${key}/`, handler);
  }
  return handlers;
}

/** Puts the fast path in front of Strapi's request listener; everything else goes on to Strapi's unchanged. */
export function installFastPath(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const [whole] = server.listeners('request') as Listener[];
  if (!whole) return;
  const app = strapi.server.app as KoaApp;
  // Koa adds its error logger when it makes its own listener; the fast path may answer first.
  if (!app.listenerCount('error')) app.on('error', app.onerror);
  let handlers: Map<string, Middleware> | null = null;
  server.removeListener('request', whole);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const handler = (handlers ??= fastPathHandlers(strapi))?.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`);
    if (!handler) return whole(req, res);
    const ctx = app.createContext(req, res);
    // Strapi's request context, as the whole chain's first middleware gives it.
    return strapi.requestContext.run(ctx, () => app.handleRequest(ctx, handler));
  });
}

import { type Agent, type IncomingMessage, type ServerResponse, request } from 'node:http';
import compression from 'compression';
import { routeUrl } from '@blog/contract/route';
import { ALL_ROUTES } from '@blog/contract/routes';
import { hasSessionCookie } from '../app/lib/cookies';
import { COMPRESSION_OPTIONS } from './content-coding';
import { baseSecurityHeaderList, contentSecurityPolicy } from './security-headers';

/**
 * The fast path on the web server (ADR 48): the reader's hottest calls (the like counts, a
 * like, the two view counters, an opinion, the search box), which the CMS answers on its own fast path, are passed to it straight
 * from Node's request, before Express, its router and the proxy middleware. What those would do to
 * such a call is done here: the client address appended to X-Forwarded-For, the CMS's own security
 * headers replaced by this site's, the same compression (a search's answer may be large), a 503 when
 * the CMS cannot be reached. A call with
 * the session cookie is the owner's and goes through Express, whose provenance check it needs.
 */
const fastPathCalls = (product: string) =>
  new Set(
    ALL_ROUTES.filter((route) => route.fastPath === 'reader-call').flatMap((route) => {
      const at = routeUrl(route, { product });
      // Both spellings the CMS's router takes.
      return [`${route.method} ${at}`, `${route.method} ${at}/`];
    }),
  );

/** Headers of the CMS's answers that this server's own stand for (security-headers.ts). */
export const CMS_ONLY_HEADERS = [
  'x-powered-by',
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

const UNREACHABLE = JSON.stringify({ error: { status: 503, message: 'The content service is not reachable right now.' } });

/** The answer when the CMS cannot be reached, unless an answer has begun. */
export function answerCmsUnreachable(res: ServerResponse) {
  if (res.headersSent) return;
  res.writeHead(503, { 'Content-Type': 'application/json' });
  res.end(UNREACHABLE);
}

/** Headers of one connection, never passed on: Node sets its own to the CMS and to the reader. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * The request's headers as the proxy middleware passes them (its `xfwd`): the peer's address, port
 * and protocol appended to X-Forwarded-For, -Port and -Proto, the Host kept as X-Forwarded-Host.
 */
function forwardedHeaders(req: IncomingMessage) {
  const headers: Record<string, string | string[] | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const appended = (name: string, value: string) => {
    const earlier = req.headers[name];
    headers[name] = earlier ? `${String(earlier)},${value}` : value;
  };
  appended('x-forwarded-for', req.socket.remoteAddress ?? '');
  appended('x-forwarded-port', /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? '80');
  appended('x-forwarded-proto', 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host;
  return headers;
}

type Options = { cmsUrl: string; agent: Agent; timeoutMs: number; productSlug: string };
type Next = () => void;

/** Whether the call takes the fast path: one of its method-and-path pairs exactly, without the owner's cookie. */
function takesFastPath(calls: Set<string>, req: IncomingMessage): boolean {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return calls.has(`${req.method} ${query === -1 ? url : url.slice(0, query)}`) && !hasSessionCookie(req.headers.cookie);
}

/** Passes a fast-path call to the CMS and its answer back; anything else goes on to `next`. */
export function fastPath({ cmsUrl, agent, timeoutMs, productSlug }: Options) {
  const cms = new URL(cmsUrl);
  const calls = fastPathCalls(productSlug);
  // The answer's policy has no inline script to allow: one string for every answer.
  const security = [['Content-Security-Policy', contentSecurityPolicy([])]];
  const base = baseSecurityHeaderList();
  for (let n = 0; n < base.length; n += 2) security.push([base[n], base[n + 1]]);

  // The compression server.js gives every answer.
  const compress = compression(COMPRESSION_OPTIONS) as unknown as (req: IncomingMessage, res: ServerResponse, next: Next) => void;

  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!takesFastPath(calls, req)) return next();
    compress(req, res, () => pass(req, res));
  };

  function pass(req: IncomingMessage, res: ServerResponse) {
    const headers = forwardedHeaders(req);
    const outgoing = request(
      { host: cms.hostname, port: cms.port, method: req.method, path: req.url, headers, agent, timeout: timeoutMs },
      (answer) => {
        for (const name of CMS_ONLY_HEADERS) delete answer.headers[name];
        for (const [name, value] of security) res.setHeader(name, value);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The CMS did not answer in time.')));
    outgoing.on('error', () => answerCmsUnreachable(res));
    // A reader who leaves before the answer leaves nothing waiting on the CMS.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  }
}

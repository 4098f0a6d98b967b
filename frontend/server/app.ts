import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { cmsUrl, publicUrl } from '../app/lib/env.server';
import { DEFAULT_PREVIEW_HOSTS, previewRedirect } from './preview-host';
import { securityHeaders } from './security-headers';

// server.js mounts it before the static files, so assets carry the headers too.
export { securityHeaders };

export const app = express();

// A preview deployment's host sends readers to the main site, same path.
app.use((req, res, next) => {
  const target = previewRedirect(req.headers.host, req.originalUrl, publicUrl(), process.env.PREVIEW_HOSTS ?? DEFAULT_PREVIEW_HOSTS);
  if (target) res.redirect(301, target);
  else next();
});

// Same-origin API: the browser talks to this server only; /api, /uploads and
// /media are passed to Strapi, with the client address in X-Forwarded-For.
app.use(
  createProxyMiddleware({
    target: cmsUrl(),
    pathFilter: ['/api/**', '/uploads/**', '/media/**'],
    xfwd: true,
    proxyTimeout: 15000,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { status: 503, message: 'The content service is not reachable right now.' } }));
        }
      },
    },
  }),
);

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    // The document's inline scripts carry this request's nonce (app/entry.server.tsx).
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { webConfig } from '../app/lib/config.server';

/**
 * The policy every answer of the web server carries. Scripts run only from
 * this origin, or inline with the request's nonce (React Router's inline
 * hydration scripts get it in app/entry.server.tsx) or, on a page that is
 * cached and shared (server/page-cache.ts), with their own hashes; styles
 * may be inline (the editor, the charts and code highlighting write style
 * attributes). Pictures may come from any https host (article covers).
 */
export function contentSecurityPolicy(inlineScripts: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header but the policy, which depends on the answer's scripts, as name, value, name, value... */
export function baseSecurityHeaderList(): string[] {
  return [
    'X-Content-Type-Options',
    'nosniff',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'X-Frame-Options',
    'DENY',
    'Cross-Origin-Opener-Policy',
    'same-origin',
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=()',
    // Only when the site is served over https (browsers ignore HSTS on plain http anyway).
    ...(webConfig().publicUrl.startsWith('https://') ? ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] : []),
  ];
}

function baseSecurityHeaders(res: ServerResponse) {
  const list = baseSecurityHeaderList();
  for (let n = 0; n < list.length; n += 2) res.setHeader(list[n], list[n + 1]);
}

/** Sets the headers and keeps the nonce in res.locals for the document render. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]));
  baseSecurityHeaders(res);
  next();
};

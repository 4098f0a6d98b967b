import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { publicUrl } from '../app/lib/env.server';

/**
 * The policy every answer of the web server carries. Scripts run only from
 * this origin or with the request's nonce (React Router's inline hydration
 * scripts get it in app/entry.server.tsx), never inline without one; styles
 * may be inline (the editor, the charts and code highlighting write style
 * attributes). Pictures may come from any https host (article covers).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Sets the headers and keeps the nonce in res.locals for the document render. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  // Only when the site is served over https (browsers ignore HSTS on plain http anyway).
  if (publicUrl().startsWith('https://')) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

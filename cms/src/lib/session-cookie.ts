import { putCookie, readCookie, type CookieCtx } from './cookie-header';

/**
 * The owner's session cookie (docs/design.md section 2): the users-permissions JWT,
 * written as lib/cookie-header.ts writes the owner's cookies, never an
 * Authorization header.
 */
export const SESSION_COOKIE = 'session';
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

export function setSessionCookie(ctx: CookieCtx, jwt: string) {
  putCookie(ctx, SESSION_COOKIE, jwt, SESSION_MAX_AGE_SECONDS);
}

/** An expired, empty cookie: the browser drops it, so a dead session also signs the browser out. */
export function clearSessionCookie(ctx: CookieCtx) {
  putCookie(ctx, SESSION_COOKIE, '', 0);
}

/** The session cookie of a request, from its Cookie header only. */
export function readSessionCookie(headers: Record<string, unknown> | undefined): string | undefined {
  return readCookie(headers, SESSION_COOKIE);
}

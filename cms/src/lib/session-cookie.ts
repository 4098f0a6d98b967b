import { signInConfig } from './sign-in-config';

/**
 * The owner's session cookie (DESIGN.md section 2): the users-permissions JWT,
 * httpOnly so page scripts never see it, SameSite=Strict so no other site's
 * page can make the browser send it.
 *
 * The header is written here rather than with ctx.cookies.set: the cookies
 * package writes Expires but never Max-Age, and it refuses a Secure cookie on
 * a request it does not see as https, which is every request here (TLS ends
 * at the web tier or the load balancer). PUBLIC_URL decides Secure instead.
 */
export const SESSION_COOKIE = 'session';
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

type Ctx = { response: { get(name: string): unknown }; set(name: string, value: string | string[]): void };

function header(value: string, maxAge: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
  if (signInConfig.secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

/** Replaces any session cookie this response already sets, keeps every other cookie. */
function put(ctx: Ctx, cookie: string) {
  const current = ctx.response.get('Set-Cookie');
  const others = (Array.isArray(current) ? current : current ? [String(current)] : []).filter(
    (line: string) => !line.startsWith(`${SESSION_COOKIE}=`),
  );
  ctx.set('Set-Cookie', [...others, cookie]);
}

export function setSessionCookie(ctx: Ctx, jwt: string) {
  put(ctx, header(jwt, SESSION_MAX_AGE_SECONDS));
}

/** An expired, empty cookie: the browser drops it, so a dead session also signs the browser out. */
export function clearSessionCookie(ctx: Ctx) {
  put(ctx, header('', 0));
}

/**
 * The session cookie of a request, from its Cookie header only (never an
 * Authorization header). Read from the raw header because a policy's context
 * has no ctx.cookies. The first one wins, as browsers send the most specific first.
 */
export function readSessionCookie(headers: Record<string, unknown> | undefined): string | undefined {
  const raw = headers?.cookie;
  if (typeof raw !== 'string') return undefined;
  for (const pair of raw.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

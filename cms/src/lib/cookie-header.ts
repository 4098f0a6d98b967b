import { cmsConfig } from './config';

/**
 * The owner's cookies (the session, the known device): httpOnly so page
 * scripts never see them, SameSite=Strict so no other site's page can make the
 * browser send them, Path=/ (docs/design.md section 2).
 *
 * The header is written here rather than with ctx.cookies.set: the cookies
 * package writes Expires but never Max-Age, and it refuses a Secure cookie on
 * a request it does not see as https, which is every request here (TLS ends
 * at the web tier or the load balancer). PUBLIC_URL decides Secure instead.
 */
export type CookieCtx = { response: { get(name: string): unknown }; set(name: string, value: string | string[]): void };

/** Sets cookie `name` (an empty value with Max-Age=0 drops it), keeping every other cookie of the response. */
export function putCookie(ctx: CookieCtx, name: string, value: string, maxAge: number) {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
  if (cmsConfig().site.secureCookies) parts.push('Secure');
  const current = ctx.response.get('Set-Cookie');
  const others = (Array.isArray(current) ? current : current ? [String(current)] : []).filter(
    (line: string) => !line.startsWith(`${name}=`),
  );
  ctx.set('Set-Cookie', [...others, parts.join('; ')]);
}

/**
 * Cookie `name` of a request, from its Cookie header. Read from the raw header
 * because a policy's context has no ctx.cookies. The first one wins, as
 * browsers send the most specific first.
 */
export function readCookie(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const raw = headers?.cookie;
  if (typeof raw !== 'string') return undefined;
  for (const pair of raw.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

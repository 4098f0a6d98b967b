/** Cookies of a request header, by name (first value wins). */
export function readCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/** Whether a request carries an owner session cookie (the CMS checks whether it is valid). */
export const hasSessionCookie = (header: string | null | undefined) => /(?:^|;\s*)session=[^;]/.test(header ?? '');

const DAY = 24 * 60 * 60;

/** A Set-Cookie value readable by the page's script (these are display preferences, not secrets). */
export function preferenceCookie(name: string, value: string, days: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * DAY}; SameSite=Lax`;
}

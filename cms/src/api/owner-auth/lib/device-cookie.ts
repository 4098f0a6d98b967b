import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cmsConfig } from '../../../lib/config';
import { putCookie, readCookie, type CookieCtx } from '../../../lib/cookie-header';

/**
 * The known-device cookie (OWASP's "device cookies" against lockout abuse,
 * docs/design.md section 2): a successful sign-in gives the browser a random device
 * id signed with a key derived from APP_KEYS. A sign-in bringing a valid one is
 * judged by that device's own failures only, so strangers who lock the account
 * (and their addresses) do not lock the owner out of their own browser.
 */
export const DEVICE_COOKIE = 'device';
/** A year: the owner's browser stays known between sign-ins (browsers cap cookies at 400 days). */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const ID = /^[A-Za-z0-9_-]{22}$/;

/** One signing key per APP_KEYS entry: the first signs, any verifies, so the keys can be rotated. */
function signingKeys(): Buffer[] {
  return cmsConfig().server.appKeys.map((key) => createHmac('sha256', key).update('device cookie').digest());
}

const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest();

/** The device id of a request's valid device cookie, or null. */
export function knownDevice(headers: Record<string, unknown> | undefined): string | null {
  const [id, signature, ...rest] = (readCookie(headers, DEVICE_COOKIE) ?? '').split('.');
  if (rest.length || !ID.test(id ?? '') || typeof signature !== 'string') return null;
  const given = Buffer.from(signature, 'base64url');
  return signingKeys().some((key) => {
    const expected = mac(key, id);
    return given.length === expected.length && timingSafeEqual(given, expected);
  })
    ? id
    : null;
}

/** Gives the browser its device cookie again (`id`) or a new one; none without APP_KEYS. */
export function setDeviceCookie(ctx: CookieCtx, id: string | null) {
  const [key] = signingKeys();
  if (!key) return;
  const device = id ?? randomBytes(16).toString('base64url');
  putCookie(ctx, DEVICE_COOKIE, `${device}.${mac(key, device).toString('base64url')}`, DEVICE_MAX_AGE_SECONDS);
}

/** The lockout key of a known device (sign-in-failure's keys). */
export const deviceKey = (id: string) => `device:${id}`;

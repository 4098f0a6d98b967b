import { decryptLegacy, encodeBody, isLegacyBody } from '@blog/rules/body';
import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import { cmsConfig } from './config';

/**
 * An article's or draft's stored body (`articleSave`, docs/decisions/0003): base64 of the
 * UTF-8 HTML, or, for bodies of the first client, its passphrase-encrypted form.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The HTML a base64 body holds, or null when the value is not base64 of UTF-8 text:
 * HTML typed where base64 belongs, or bytes that are no text, are never decoded into garbage.
 */
export function htmlOfBase64(value: string): string | null {
  if (value.length % 4 !== 0 || !BASE64.test(value)) return null;
  try {
    return utf8.decode(Buffer.from(value, 'base64'));
  } catch {
    return null;
  }
}

/** The sanitised HTML of a legacy body, or null when LEGACY_ARTICLE_KEY is unset or does not open it. */
export function htmlOfLegacy(value: string): string | null {
  const key = cmsConfig().legacyArticleKey;
  if (!key) return null;
  try {
    return sanitizeArticleHtml(decryptLegacy(value, key));
  } catch {
    return null;
  }
}

/** The HTML of any stored body, or null when it cannot be read (see above). */
export const htmlOfStored = (value: string): string | null => (isLegacyBody(value) ? htmlOfLegacy(value) : htmlOfBase64(value));

/**
 * A body as readers of the Document Service get it: a legacy body the key opens comes out as
 * base64 of its sanitised HTML, so Strapi's admin shows it decrypted and a save stores it in
 * the plain form. One the key cannot open stays as stored, so nothing is ever lost by a save.
 */
export function readableBody(value: string): string {
  if (!isLegacyBody(value)) return value;
  const html = htmlOfLegacy(value);
  return html === null ? value : encodeBody(html);
}

import { createDecipheriv, createHash } from 'node:crypto';
import { sanitizeArticleHtml } from './sanitize';

/**
 * Article bodies are stored as base64 of their HTML (the spec's format).
 * Older bodies were encrypted with CryptoJS's passphrase format
 * ("Salted__" + salt + AES-256-CBC, key from OpenSSL's EVP_BytesToKey/MD5),
 * which `openssl enc -aes-256-cbc -md md5 -base64` also writes.
 */
const LEGACY_PREFIX = 'U2FsdGVkX1'; // base64 of "Salted__"

export function encodeBody(html: string): string {
  return Buffer.from(html, 'utf8').toString('base64');
}

export function isLegacyBody(stored: string): boolean {
  return stored.replace(/\s+/g, '').startsWith(LEGACY_PREFIX);
}

export function decryptLegacy(stored: string, passphrase: string): string {
  const raw = Buffer.from(stored.replace(/\s+/g, ''), 'base64');
  if (raw.length < 32 || raw.subarray(0, 8).toString('latin1') !== 'Salted__') {
    throw new Error('legacy body is not in the salted passphrase format');
  }
  const salt = raw.subarray(8, 16);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt, 32, 16);
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}

function evpBytesToKey(password: Buffer, salt: Buffer, keyLength: number, ivLength: number) {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < keyLength + ivLength) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, password, salt]))
      .digest();
    blocks.push(previous);
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, keyLength), iv: all.subarray(keyLength, keyLength + ivLength) };
}

/**
 * The readable HTML of a stored body: legacy bodies decrypted with the key,
 * base64 decoded, and always sanitised. A legacy body without a key, or one
 * the key does not open, reads as empty rather than as ciphertext.
 */
export function readBody(stored: string, legacyKey?: string): string {
  if (!stored) return '';
  if (isLegacyBody(stored)) {
    if (!legacyKey) return '';
    try {
      return sanitizeArticleHtml(decryptLegacy(stored, legacyKey));
    } catch {
      return '';
    }
  }
  return sanitizeArticleHtml(Buffer.from(stored, 'base64').toString('utf8'));
}

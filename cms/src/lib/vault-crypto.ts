import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The vault's secrets at rest (docs/design.md section 2): AES-256-GCM, a random
 * 12-byte IV for every write, the 16-byte auth tag kept with the text.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later scheme can
 * sit beside this one. The version is bound in as associated data.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** VAULT_KEY's form: 64 hex characters, 32 bytes (lib/config.ts refuses any other at start). */
export const VAULT_KEY_PATTERN = /^[0-9a-f]{64}$/i;

/** A vault key from its hex form, or null when there is none (the routes answer 503 then). */
export function parseVaultKey(hex: string | null): Buffer | null {
  return hex !== null && VAULT_KEY_PATTERN.test(hex) ? Buffer.from(hex, 'hex') : null;
}

export function sealSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The plaintext, or null when the text is not ours or fails authentication (another key, a changed byte). */
export function openSecret(sealed: string, key: Buffer): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptLegacy, encodeBody, isLegacyBody, readBody } from './body';

// Made with: openssl enc -aes-256-cbc -md md5 -salt -base64 -A -pass pass:legacy-fixture-key
const legacy = readFileSync(path.join(__dirname, 'fixtures', 'legacy-body.txt'), 'utf8').trim();

describe('article body codec', () => {
  it('round-trips base64 HTML and sanitises on read', () => {
    const stored = encodeBody('<p>Hello <img src=x onerror="alert(1)"></p>');
    expect(readBody(stored)).toBe('<p>Hello <img src="x" /></p>');
  });

  it('recognises the legacy salted format', () => {
    expect(isLegacyBody(legacy)).toBe(true);
    expect(isLegacyBody(encodeBody('<p>new</p>'))).toBe(false);
  });

  it('decrypts a body written by openssl enc with the legacy key', () => {
    expect(decryptLegacy(legacy, 'legacy-fixture-key')).toContain('<strong>encrypted</strong>');
    expect(readBody(legacy, 'legacy-fixture-key')).toBe('<p>An older article, <strong>encrypted</strong> by the first client.</p>');
  });

  it('reads a legacy body as empty without the key or with a wrong one, never as ciphertext', () => {
    expect(readBody(legacy)).toBe('');
    expect(readBody(legacy, 'wrong key')).toBe('');
  });
});

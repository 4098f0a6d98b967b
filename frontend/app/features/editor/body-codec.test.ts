import { describe, expect, it } from 'vitest';
import { bodyFromBase64, bodyToBase64 } from './body-codec';

describe('article body codec', () => {
  it('encodes the HTML as base64 of its UTF-8 bytes, as the CMS reads it', () => {
    const html = '<p>Café — naïve “quotes” 🌿</p>';
    expect(bodyToBase64(html)).toBe(Buffer.from(html, 'utf8').toString('base64'));
  });

  it('decodes what the CMS sends, UTF-8 included, ignoring line breaks in the base64', () => {
    const html = '<h2>Grüße</h2><p>日本語 and emoji 🌿</p>';
    const wire = Buffer.from(html, 'utf8')
      .toString('base64')
      .replace(/(.{16})/g, '$1\n');
    expect(bodyFromBase64(wire)).toBe(html);
  });

  it('round-trips a body larger than one chunk', () => {
    const html = `<p>${'ünïcode '.repeat(20000)}</p>`;
    expect(bodyFromBase64(bodyToBase64(html))).toBe(html);
  });
});

import { describe, expect, it } from 'vitest';
import { isOwnSrcset, isOwnUpload, srcsetOf } from './picture';

describe('the site’s own pictures', () => {
  it('are files under /uploads with a picture’s ending, on this site', () => {
    expect(isOwnUpload('/uploads/cat_a1b2-480.webp')).toBe(true);
    expect(isOwnUpload('/uploads/cat.jpg')).toBe(true);
    for (const address of [
      'https://evil.example/uploads/cat.jpg',
      '//evil.example/uploads/cat.jpg',
      '/uploads/../secrets.json',
      '/uploads/cat.svg',
      '/uploads/sub/cat.jpg',
      '/media/covers/a.png',
      '/uploads/cat.jpg?x=1',
    ]) {
      expect(isOwnUpload(address), address).toBe(false);
    }
  });

  it('lists the widths narrowest first, each with its width', () => {
    const srcset = srcsetOf([
      { url: '/uploads/a-800.webp', width: 800 },
      { url: '/uploads/a-480.webp', width: 480 },
    ]);
    expect(srcset).toBe('/uploads/a-480.webp 480w, /uploads/a-800.webp 800w');
    expect(isOwnSrcset(srcset)).toBe(true);
    expect(isOwnSrcset('/uploads/a-480.webp 480w, https://e.com/b.webp 800w')).toBe(false);
    expect(isOwnSrcset('/uploads/a-480.webp')).toBe(false);
    expect(isOwnSrcset('')).toBe(false);
  });
});

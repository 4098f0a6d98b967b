import { describe, expect, it } from 'vitest';
import { coverWebpSrcSet } from './cover';

describe('coverWebpSrcSet', () => {
  it("offers the two WebP widths of one of the site's covers", () => {
    expect(coverWebpSrcSet('/media/covers/cover-07.png')).toBe(
      '/media/covers/cover-07-640w.webp 640w, /media/covers/cover-07-1200w.webp 1200w',
    );
  });

  it('has nothing for any other picture', () => {
    for (const src of [
      'https://images.example.com/cover-07.png',
      '/media/covers/cover-07.jpg',
      '/media/other/cover-07.png',
      '/media/covers/../x.png',
      '',
    ]) {
      expect(coverWebpSrcSet(src), src).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { coverWebpSrcSet } from './cover';

describe('coverWebpSrcSet', () => {
  it("offers the three WebP widths of one of the site's covers", () => {
    expect(coverWebpSrcSet('/media/covers/cover-07.png')).toBe(
      '/media/covers/cover-07-400w.webp 400w, /media/covers/cover-07-800w.webp 800w, /media/covers/cover-07-1200w.webp 1200w',
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

  it('offers the WebP widths the CMS made of a cover uploaded to this site (ADR 36)', () => {
    const site = 'https://blog.example';
    expect(coverWebpSrcSet(`${site}/uploads/cover_641e92de62-1200.png`, site)).toBe(
      '/uploads/cover_641e92de62-480.webp 480w, /uploads/cover_641e92de62-800.webp 800w, /uploads/cover_641e92de62-1200.webp 1200w',
    );
    expect(coverWebpSrcSet(`${site}/uploads/small_0a1b2c3d4e-640.jpg`, site)).toBe(
      '/uploads/small_0a1b2c3d4e-480.webp 480w, /uploads/small_0a1b2c3d4e-640.webp 640w',
    );
  });

  it('has nothing for an upload on another site, or before the site is known', () => {
    expect(coverWebpSrcSet('https://other.example/uploads/cover_641e92de62-1200.png', 'https://blog.example')).toBeNull();
    expect(coverWebpSrcSet('https://blog.example.evil/uploads/cover_641e92de62-1200.png', 'https://blog.example')).toBeNull();
    expect(coverWebpSrcSet('https://blog.example/uploads/cover_641e92de62-1200.png')).toBeNull();
    expect(coverWebpSrcSet('https://blog.example/uploads/../x-1200.png', 'https://blog.example')).toBeNull();
  });
});

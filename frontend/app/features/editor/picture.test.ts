import { describe, expect, it } from 'vitest';
import { bodyImageAttributes, pictureLineWith, type Picture } from './picture';

const PICTURE: Picture = {
  id: 7,
  name: 'cat.jpg',
  alt: 'stored alt',
  width: 1200,
  height: 800,
  src: '/uploads/cat_a-1200.jpg',
  srcset: '/uploads/cat_a-480.webp 480w, /uploads/cat_a-1200.webp 1200w',
  sizes: '(max-width: 45rem) 100vw, 45rem',
  thumbnail: '/uploads/cat_a-480.webp',
  cover: 'https://blog.example/uploads/cat_a-1200.jpg',
  createdAt: '2026-11-24T09:00:00.000Z',
};

describe('a picture in the body', () => {
  it('carries its widths, the column it fills, its size, lazy loading and the alt text asked for', () => {
    expect(bodyImageAttributes(PICTURE, 'A cat asleep')).toEqual({
      srcset: PICTURE.srcset,
      sizes: PICTURE.sizes,
      width: '1200',
      height: '800',
      loading: 'lazy',
      alt: 'A cat asleep',
    });
  });

  it('has no srcset when the library’s file has no widths of ours', () => {
    expect(bodyImageAttributes({ ...PICTURE, srcset: '' }, 'x')).not.toHaveProperty('srcset');
  });
});

describe('the cover’s picture line', () => {
  it('takes the new address first and keeps the photo source', () => {
    expect(pictureLineWith('https://old.example/a.png Photo by A. Lens', PICTURE.cover)).toBe(`${PICTURE.cover} Photo by A. Lens`);
    expect(pictureLineWith('', PICTURE.cover)).toBe(`${PICTURE.cover} `);
    expect(pictureLineWith('https://old.example/a.png', PICTURE.cover)).toBe(`${PICTURE.cover} `);
    expect(pictureLineWith('Photo by A. Lens', PICTURE.cover)).toBe(`${PICTURE.cover} Photo by A. Lens`);
  });
});

import { describe, expect, it } from 'vitest';
import { shareCardPath, shareImagePath } from './share-image';

const article = { id: 'abc123', href: '/sleep', updatedAt: '2026-11-20T10:00:00.000Z', cover: '/media/covers/cover-3.png' };

describe('shareImagePath', () => {
  it("is the cover when it is one of the site's own 1200x630 covers", () => {
    expect(shareImagePath(article)).toBe('/media/covers/cover-3.png');
  });

  it('is the drawn card for a cover the site cannot measure', () => {
    for (const cover of ['https://images.example.com/a.jpg', '/media/covers/../secret.png', '/media/covers/cover-3-640w.webp']) {
      expect(shareImagePath({ ...article, cover })).toBe(shareCardPath(article));
    }
  });

  it('names the card by the article and its last change, so a change is a new picture', () => {
    expect(shareCardPath(article)).toMatch(/^\/blog\/abc123\/share-card\.png\?v=[0-9a-z]+$/);
    expect(shareCardPath({ ...article, updatedAt: '2026-11-21T10:00:00.000Z' })).not.toBe(shareCardPath(article));
    expect(shareCardPath({ href: '/how-this-blog-is-built', updatedAt: article.updatedAt })).toMatch(
      /^\/local\/how-this-blog-is-built\/share-card\.png\?v=/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './json-ld';

describe('blogPostingJsonLd', () => {
  it('describes the article and cannot break out of its script element', () => {
    const text = blogPostingJsonLd({
      article: {
        title: 'A </script><script>alert(1)</script> title',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        author: 'Rowan Ellis',
        wordCount: 10,
        section: 'coding',
      },
      canonical: 'https://blog.example/blog/x',
      image: 'https://blog.example/media/covers/cover-01.png',
      description: 'The first 33 characters of the b',
      shareDescription: 'The first 33 characters of the body, and the rest of its first 160…',
      published: { text: 'January 5, 2020', dateTime: '2020-01-05' },
    } as never);
    expect(text).not.toContain('<');
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A </script><script>alert(1)</script> title',
      articleSection: 'Coding',
      datePublished: '2020-01-05',
      dateModified: '2026-01-02T00:00:00.000Z',
      // The link previews' description (up to 160 characters), not the head's 33.
      description: 'The first 33 characters of the body, and the rest of its first 160…',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { revalidatedResponse } from './revalidated-response.server';

describe('revalidatedResponse', () => {
  it('answers the body with an ETag that caches must revalidate, then 304 for that tag only', async () => {
    const first = revalidatedResponse(new Request('http://x/rss.xml'), '<rss/>', 'application/rss+xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
    const etag = first.headers.get('ETag')!;
    expect(await first.text()).toBe('<rss/>');
    const again = revalidatedResponse(
      new Request('http://x/rss.xml', { headers: { 'If-None-Match': `W/${etag}` } }),
      '<rss/>',
      'application/rss+xml',
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A new article changes the body, so the old tag no longer matches.
    const changed = revalidatedResponse(
      new Request('http://x/rss.xml', { headers: { 'If-None-Match': etag } }),
      '<rss><item/></rss>',
      'application/rss+xml',
    );
    expect(changed.status).toBe(200);
  });
});

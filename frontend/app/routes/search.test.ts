import { beforeEach, describe, expect, it, vi } from 'vitest';

const cms = vi.hoisted(() => ({ answers: {} as Record<string, unknown>, calls: [] as string[], fail: false }));
vi.mock('~/lib/cms.server', () => ({
  cmsJson: async (path: string) => {
    cms.calls.push(path);
    if (cms.fail) throw new Response('down', { status: 503 });
    const q = new URL(path, 'http://x').searchParams.get('q')!;
    return cms.answers[q] ?? { data: [], meta: { total: 0, capped: false } };
  },
}));
const { loader } = await import('./search');

const call = (q: string | null, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`http://site.test/search${q === null ? '' : `?q=${encodeURIComponent(q)}`}`, { headers }),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

beforeEach(() => {
  cms.calls = [];
  cms.answers = {};
  cms.fail = false;
});

describe('GET /search loader', () => {
  it('redirects to a page alias without asking the CMS', async () => {
    const r = (await call('  About ')) as Response;
    expect(r.status).toBe(302);
    expect(r.headers.get('Location')).toBe('/about');
    expect(cms.calls).toEqual([]);
    const feed = (await call('rss')) as Response;
    expect(feed.headers.get('Location')).toBe('/rss.xml');
    expect(feed.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(((await call('page/coding')) as Response).headers.get('Location')).toBe('/blog/page/coding');
    // A title that contains the text, even part of a word, before any article.
    expect(((await call('priv')) as Response).headers.get('Location')).toBe('/privacy-policy');
    expect(((await call('sit')) as Response).headers.get('Location')).toBe('/sitemap');
    expect(cms.calls).toEqual([]);
  });
  it('redirects to the exact article, else the first containing one', async () => {
    cms.answers['semantic html'] = {
      data: [
        { _id: 'n1', href: '/a', headingSave: 'Semantic HTML Revisited' },
        { _id: 'n2', href: '/b', headingSave: 'Semantic HTML' },
      ],
      meta: { total: 2, capped: false },
    };
    cms.answers['revisited'] = {
      data: [{ href: '/local-one', headingSave: 'Revisited', _id: undefined }],
      meta: { total: 1, capped: false },
    };
    expect(((await call('Semantic HTML')) as Response).headers.get('Location')).toBe('/blog/n2');
    expect(cms.calls).toEqual(['/api/search?q=semantic+html&limit=1']);
    expect(((await call('revisited')) as Response).headers.get('Location')).toBe('/local/local-one');
  });
  it('finds the articles shipped with the site too, which the CMS does not know', async () => {
    expect(((await call('How this blog')) as Response).headers.get('Location')).toBe('/local/how-this-blog-is-built');
    expect(((await call('reading list for calm')) as Response).headers.get('Location')).toBe('/local/a-reading-list-for-calm-programmers');
    expect(cms.calls).toEqual(['/api/search?q=how+this+blog&limit=1', '/api/search?q=reading+list+for+calm&limit=1']);
  });

  it('renders the no-match page for no match, HTML, empty or too long text', async () => {
    expect(await call('quantum knitting', { Referer: 'http://site.test/blog/page/coding?page=2' })).toEqual({
      asked: 'quantum knitting',
      back: '/blog/page/coding?page=2',
    });
    expect(await call('<b>x</b>')).toEqual({ asked: '<b>x</b>', back: '/blog' });
    expect(await call(null)).toEqual({ asked: '', back: '/blog' });
    expect(await call('   ', { Referer: 'https://elsewhere.example/x' })).toEqual({ asked: '', back: '/blog' });
    expect(((await call('a'.repeat(150))) as { asked: string }).asked).toHaveLength(100);
    expect(cms.calls).toEqual(['/api/search?q=quantum+knitting&limit=1']);
  });
  it('lets a CMS failure through to the error page', async () => {
    cms.fail = true;
    await expect(call('zzz')).rejects.toBeInstanceOf(Response);
  });
});

describe('parseArticleSearchInput', async () => {
  const { parseArticleSearchInput } = await import('~/features/search/api/search-articles');
  it('applies the CMS rules', () => {
    expect(parseArticleSearchInput({ q: '  HTML ' })).toEqual({ q: 'HTML' });
    expect(parseArticleSearchInput({ q: 'x', limit: 1000 })).toEqual({ q: 'x', limit: 1000 });
    for (const bad of [
      {},
      { q: '' },
      { q: '  ' },
      { q: 'a'.repeat(101) },
      { q: '<b>x</b>' },
      { q: 'x', limit: 1001 },
      { q: 'x', limit: 0 },
      { q: 'x', limit: 1.5 },
    ]) {
      expect(() => parseArticleSearchInput(bad), JSON.stringify(bad)).toThrow();
    }
  });
});

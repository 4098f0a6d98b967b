import { type PathValues, type Route, routeUrl } from '@blog/contract/route';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const cms = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  texts: {} as Record<string, unknown>,
  calls: [] as string[],
  fail: false,
}));
vi.mock('~/lib/cms.server', () => ({
  cmsJson: async (route: Route, request: PathValues) => {
    const path = routeUrl(route, request);
    cms.calls.push(path);
    if (cms.fail) throw new Response('down', { status: 503 });
    const url = new URL(path, 'http://x');
    const q = url.searchParams.get('q')!;
    if (url.pathname === '/api/search/text') {
      return (
        cms.texts[`${q}#${url.searchParams.get('page')}`] ?? {
          data: [],
          meta: { page: 1, pageSize: 10, total: 0, capped: false, onlyStopWords: false },
        }
      );
    }
    return cms.answers[q] ?? { data: [], meta: { total: 0, capped: false } };
  },
}));
const { loader } = await import('./search');

type Page = {
  asked: string;
  back: string;
  problem: string | null;
  onlyStopWords: boolean;
  cut: boolean;
  found: { results: { title: string; inTitle: boolean }[]; total: number; page: number; pageCount: number } | null;
};

/** GET /search; `box`: the search box's own form (go=1), `extra` more of the address. */
const call = (q: string | null, headers: Record<string, string> = {}, box = true, extra = '') =>
  loader({
    request: new Request(`http://site.test/search?${q === null ? '' : `q=${encodeURIComponent(q)}`}${box ? '&go=1' : ''}${extra}`, {
      headers,
    }),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);
const results = (q: string, extra = '') => call(q, {}, false, extra) as Promise<Page>;
/** A loader answer given with a status (react-router's data()). */
const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status;

const hit = (title: string, inTitle: boolean, n = 0) => ({
  _id: `id${n}`,
  href: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  headingSave: title,
  section: 'coding',
  dateSave: 'May 5, 2025',
  createdAt: '2025-05-05T10:00:00.000Z',
  snippet: `About <mark>${title}</mark>.`,
  inTitle,
});

beforeEach(() => {
  cms.calls = [];
  cms.answers = {};
  cms.texts = {};
  cms.fail = false;
});

describe('GET /search?go=1 (the search box before JavaScript)', () => {
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

  it('lists the full-text results when no page and no title matches', async () => {
    const answer = (await call('quantum knitting', { Referer: 'http://site.test/blog/page/coding?page=2' })) as Page;
    expect(answer).toEqual({
      asked: 'quantum knitting',
      back: '/blog/page/coding?page=2',
      problem: null,
      onlyStopWords: false,
      cut: false,
      found: { results: [], total: 0, capped: false, pageCount: 0, page: 1 },
    });
    expect(cms.calls).toEqual(['/api/search?q=quantum+knitting&limit=1', '/api/search/text?q=quantum+knitting&page=1']);
  });
  it('searches nothing for a text that looks like an HTML tag pair (the spec ignores it): the no-match page', async () => {
    expect(await call('<b>x</b>')).toMatchObject({ asked: '<b>x</b>', found: { results: [], total: 0, page: 1 } });
    expect(cms.calls).toEqual([]);
  });
  it('lets a CMS failure through to the error page', async () => {
    cms.fail = true;
    await expect(call('zzz')).rejects.toBeInstanceOf(Response);
  });
});

describe('GET /search?q= (full-text results)', () => {
  it("lists the CMS results as they come, title matches first, without the spec's redirects", async () => {
    cms.texts['zeppelin#1'] = {
      data: [hit('Zeppelin', true, 1), hit('Airships', false, 2)],
      meta: { page: 1, pageSize: 10, total: 2, capped: false, onlyStopWords: false },
    };
    const page = await results('zeppelin');
    expect(page.found?.results.map((r) => [r.title, r.inTitle])).toEqual([
      ['Zeppelin', true],
      ['Airships', false],
    ]);
    expect(page.found).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(cms.calls).toEqual(['/api/search/text?q=zeppelin&page=1']);
  });

  it('puts a shipped article whose title matches first, and one that matches elsewhere after the CMS results', async () => {
    cms.texts['blog#1'] = {
      data: [hit('Blog Notes', true, 1), hit('Writing', false, 2)],
      meta: { page: 1, pageSize: 10, total: 2, capped: false, onlyStopWords: false },
    };
    const page = await results('blog');
    expect(page.found?.results.map((r) => r.title)).toEqual(['How This Blog Is Built', 'Blog Notes', 'Writing']);
    expect(page.found?.total).toBe(3);
  });

  it('asks the CMS for the pages a page of the whole list spans', async () => {
    const many = Array.from({ length: 10 }, (_, n) => hit(`Built ${n}`, false, n));
    cms.texts['built#1'] = { data: many, meta: { page: 1, pageSize: 10, total: 12, capped: false, onlyStopWords: false } };
    cms.texts['built#2'] = {
      data: [hit('Built 10', false, 10), hit('Built 11', false, 11)],
      meta: { page: 2, pageSize: 10, total: 12, capped: false, onlyStopWords: false },
    };
    const second = await results('built', '&page=2');
    // The shipped title match took the first place: page 2 is the CMS's 10th to 12th.
    expect(second.found?.results.map((r) => r.title)).toEqual(['Built 9', 'Built 10', 'Built 11']);
    expect(second.found).toMatchObject({ total: 13, page: 2, pageCount: 2 });
    expect(cms.calls).toEqual(['/api/search/text?q=built&page=1', '/api/search/text?q=built&page=2']);
  });

  it('says when only stop words were asked, without asking the CMS', async () => {
    expect(await results('the and of')).toMatchObject({ onlyStopWords: true, found: null });
    expect(cms.calls).toEqual([]);
  });

  it('answers 400 with a reason for a query that is too long', async () => {
    const long = await call('a'.repeat(201), {}, false);
    expect(statusOf(long)).toBe(400);
    expect(long).toMatchObject({ data: { problem: 'Search for at most 200 characters.' } });
    expect(cms.calls).toEqual([]);
  });

  it('searches the first 8 words and phrases of a longer query, phrases first, and says so', async () => {
    const page = await results('one two three four five "six seven" eight nine ten');
    expect(page.cut).toBe(true);
    expect(cms.calls).toEqual([
      `/api/search/text?${new URLSearchParams({ q: '"six seven" one two three four five eight nine', page: '1' })}`,
    ]);
  });

  it('shows the empty form for no text, and 404 for a page past the last', async () => {
    expect(await call(null, {}, false)).toEqual({ asked: '', back: '/blog', problem: null, onlyStopWords: false, cut: false, found: null });
    await expect(results('sleep', '&page=27')).rejects.toMatchObject({ init: { status: 404 } });
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

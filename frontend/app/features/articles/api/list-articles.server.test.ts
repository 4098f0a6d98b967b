import { type PathValues, type Route, routeUrl } from '@blog/contract/route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '~/lib/article';
import type { ArticleSummaryWire } from '~/lib/article-wire';

/** The CMS's article list, newest first, paged and filtered as GET /api/article/ does. */
const cms = vi.hoisted(() => ({ articles: [] as ArticleSummaryWire[], calls: [] as string[] }));
vi.mock('~/lib/cms.server', () => ({
  cmsJson: async (route: Route, request: PathValues) => {
    const path = routeUrl(route, request);
    cms.calls.push(path);
    const query = new URL(path, 'http://cms').searchParams;
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const section = query.get('category');
    const exclude = query.get('exclude')?.toLowerCase();
    const listed = cms.articles.filter(
      (a) => (!section || a.section === section) && (!exclude || !a.headingSave.toLowerCase().includes(exclude)),
    );
    return {
      data: listed.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, total: listed.length, pageCount: Math.ceil(listed.length / pageSize) } },
    };
  },
}));
const { listArticles } = await import('./list-articles.server');

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 9)).toISOString();

function cmsArticle(n: number, section: 'coding' | 'health'): ArticleSummaryWire {
  return {
    _id: `doc${n}`,
    id: n,
    href: `/article-${n}`,
    headingSave: `Article ${n}`,
    imageCdn: '/media/covers/cover-01.png',
    imageSource: 'Photo',
    imageSave: [],
    authorSave: 'Rowan Ellis',
    dateSave: '',
    researchLinksSave: [],
    category: 'Health',
    section,
    totalWords: 10,
    createdAt: day(n * 2),
    updatedAt: day(n * 2),
  };
}

function shippedArticle(key: string, title: string, createdAt: string, section: 'coding' | 'health'): ArticleSummary {
  return {
    key,
    href: `/${key}`,
    title,
    cover: '/images/x.svg',
    credit: 'Diagram',
    author: 'Rowan Ellis',
    displayDate: '',
    sources: [],
    category: 'Coding',
    section,
    wordCount: 10,
    createdAt,
    updatedAt: createdAt,
  };
}

// 17 CMS articles, every second day, alternately coding and health; newest first.
const CMS_ARTICLES = Array.from({ length: 17 }, (_, i) => cmsArticle(i + 1, i % 2 ? 'health' : 'coding')).reverse();
// One older than them all, one between two of them, one newer than them all.
const SHIPPED = [
  shippedArticle('local-oldest', 'Oldest Shipped', day(0), 'health'),
  shippedArticle('local-between', 'Between Shipped', day(15), 'health'),
  shippedArticle('local-newest', 'Newest Shipped', day(99), 'coding'),
];

const titles = (articles: readonly { title: string }[]) => articles.map((a) => a.title);

/** Every article of a list, newest first, by brute force. */
function everyArticle(section?: 'coding' | 'health', exclude?: string) {
  const listed = [
    ...CMS_ARTICLES.map((a) => ({ title: a.headingSave, section: a.section, createdAt: a.createdAt })),
    ...SHIPPED.map((a) => ({ title: a.title, section: a.section, createdAt: a.createdAt })),
  ];
  return listed
    .filter((a) => (!section || a.section === section) && (!exclude || !a.title.toLowerCase().includes(exclude.toLowerCase())))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

beforeEach(() => {
  cms.articles = CMS_ARTICLES;
  cms.calls = [];
});

describe('listArticles', () => {
  it('without shipped articles asks the CMS for the page alone', async () => {
    const page = await listArticles({ page: 2, pageSize: 3 });
    expect(titles(page.articles)).toEqual(['Article 14', 'Article 13', 'Article 12']);
    expect(page.pagination).toEqual({ page: 2, pageSize: 3, total: 17, pageCount: 6 });
    expect(cms.calls).toHaveLength(1);
  });

  it.each([
    [undefined, 1],
    [undefined, 3],
    [undefined, 4],
    [undefined, 100],
    ['health', 3],
    ['coding', 3],
    ['health', 2],
  ] as const)('puts the shipped ones in their places by date on every page (section %s, %i a page)', async (section, pageSize) => {
    const every = everyArticle(section);
    const pageCount = Math.ceil(every.length / pageSize);
    for (let page = 1; page <= pageCount + 1; page += 1) {
      cms.calls = [];
      const list = await listArticles({ section, page, pageSize, shipped: SHIPPED });
      expect(titles(list.articles), `page ${page}`).toEqual(titles(every.slice((page - 1) * pageSize, page * pageSize)));
      expect(list.pagination).toEqual({ page, pageSize, total: every.length, pageCount });
      // The page, and the pages before it that the shipped articles may push into it: one while they fit in a page.
      const shipped = SHIPPED.filter((a) => !section || a.section === section).length;
      expect(cms.calls.length).toBeLessThanOrEqual(page === 1 ? 1 : 1 + Math.ceil(shipped / pageSize));
    }
  });

  it('leaves out the shipped articles whose title contains the excluded heading, as the CMS does its own', async () => {
    const next = await listArticles({ pageSize: 4, excludeHeading: 'NEWEST', shipped: SHIPPED });
    expect(titles(next.articles)).toEqual(titles(everyArticle(undefined, 'newest').slice(0, 4)));
    expect(titles(next.articles)).not.toContain('Newest Shipped');
  });

  it('lists the shipped articles alone when the CMS has none', async () => {
    cms.articles = [];
    const list = await listArticles({ page: 1, pageSize: 3, shipped: SHIPPED });
    expect(titles(list.articles)).toEqual(['Newest Shipped', 'Between Shipped', 'Oldest Shipped']);
    expect(list.pagination.total).toBe(3);
  });
});

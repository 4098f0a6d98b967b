import { type PathValues, type Route, routeUrl } from '@blog/contract/route';
import { ARTICLES_TAG, articleTag } from '@blog/rules/content-tags';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummaryWire } from '~/lib/article-wire';

/** The CMS: its related articles per id, and its newest-first list (GET /api/article/, with or without exclude). */
const cms = vi.hoisted(() => ({
  related: {} as Record<string, ArticleSummaryWire[]>,
  articles: [] as ArticleSummaryWire[],
  calls: [] as string[],
}));
vi.mock('~/lib/cms.server', () => ({
  // Notes what each answer says it read, as the real one does.
  cmsJson: async (route: Route, request: PathValues, reads: (answer: unknown) => string[]) => {
    const answer = answerOf(routeUrl(route, request));
    const { noteReads } = await import('~/lib/page-reads.server');
    noteReads(reads(answer));
    return answer;
  },
}));
function answerOf(path: string) {
  cms.calls.push(path);
  const url = new URL(path, 'http://cms');
  if (url.pathname === '/api/article-related') {
    const related = cms.related[url.searchParams.get('id')!];
    return related ? { data: related } : null;
  }
  const exclude = url.searchParams.get('exclude')?.toLowerCase();
  const pageSize = Number(url.searchParams.get('pageSize'));
  const listed = exclude ? cms.articles.filter((a) => !a.headingSave.toLowerCase().includes(exclude)) : cms.articles;
  return { data: listed.slice(0, pageSize), meta: { pagination: { page: 1, pageSize, total: listed.length, pageCount: 1 } } };
}
const { nextArticles } = await import('./next-articles.server');
const { readsWithin } = await import('~/lib/page-reads.server');

const wire = (n: number, heading = `Article ${n}`): ArticleSummaryWire => ({
  _id: `doc${n}`,
  id: n,
  href: `/article-${n}`,
  headingSave: heading,
  imageCdn: '',
  imageSource: '',
  imageSave: [],
  authorSave: 'Rowan Ellis',
  dateSave: '',
  researchLinksSave: [],
  category: 'Health',
  section: 'health',
  totalWords: 10,
  createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
});

beforeEach(() => {
  cms.calls = [];
  cms.related = {};
  // Newest first, as the CMS lists them.
  cms.articles = [9, 8, 7, 6, 5].map((n) => wire(n));
});

describe('nextArticles', () => {
  it('lists the related articles first, then the newest others, 4 in all and none twice', async () => {
    cms.related.doc1 = [wire(3), wire(8)];
    const next = await nextArticles({ id: 'doc1', title: 'Sleep' }, []);
    expect(next.map((a) => a.key)).toEqual(['doc3', 'doc8', 'doc9', 'doc7']);
    expect(cms.calls[0]).toBe('/api/article-related?id=doc1');
  });

  it('keeps the rule of headings in the filling, and the newest alone for an article the CMS does not relate', async () => {
    cms.articles = [wire(9, 'Sleep Again'), wire(8), wire(7)];
    expect((await nextArticles({ id: 'unknown', title: 'sleep' }, [])).map((a) => a.key)).toEqual(['doc8', 'doc7']);
  });

  it('asks for no related articles for an article shipped with the site (no CMS id)', async () => {
    await nextArticles({ title: 'How This Blog Is Built' }, []);
    expect(cms.calls.some((call) => call.startsWith('/api/article-related'))).toBe(false);
  });

  it('filters the newest list every article page shares, without a filtered list of its own', async () => {
    cms.articles = [wire(9, 'Sleep Again'), ...[8, 7, 6, 5, 4, 3, 2, 1].map((n) => wire(n))];
    const { result, tags } = await readsWithin(() => nextArticles({ title: 'sleep' }, []));
    expect(result.map((a) => a.key)).toEqual(['doc8', 'doc7', 'doc6', 'doc5']);
    // The page follows the list and the articles it keeps, not the one the rule leaves out.
    expect(tags).toContain(ARTICLES_TAG);
    expect(tags).toContain(articleTag('doc8'));
    expect(tags).not.toContain(articleTag('doc9'));
    expect(cms.calls).toHaveLength(1);
    expect(new URL(cms.calls[0], 'http://cms').searchParams.get('exclude')).toBeNull();
  });

  it('asks for its own filtered list when the heading is in too many of the newest', async () => {
    cms.articles = [...[20, 19, 18, 17, 16, 15, 14, 13, 12].map((n) => wire(n, `Sleep, part ${n}`)), ...[8, 7, 6, 5].map((n) => wire(n))];
    expect((await nextArticles({ title: 'Sleep' }, [])).map((a) => a.key)).toEqual(['doc8', 'doc7', 'doc6', 'doc5']);
    expect(cms.calls.map((call) => new URL(call, 'http://cms').searchParams.get('exclude'))).toEqual([null, 'Sleep']);
  });
});

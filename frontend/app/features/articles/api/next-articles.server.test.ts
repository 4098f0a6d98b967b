import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummaryWire } from '~/lib/article-wire';

/** The CMS: its related articles per id, and its newest-first list (GET /api/article/ with exclude). */
const cms = vi.hoisted(() => ({
  related: {} as Record<string, ArticleSummaryWire[]>,
  articles: [] as ArticleSummaryWire[],
  calls: [] as string[],
}));
vi.mock('~/lib/cms.server', () => ({
  cmsJson: async (path: string) => {
    cms.calls.push(path);
    const url = new URL(path, 'http://cms');
    if (url.pathname === '/api/article-related') {
      const related = cms.related[url.searchParams.get('id')!];
      return related ? { data: related } : null;
    }
    const exclude = url.searchParams.get('exclude')!.toLowerCase();
    const pageSize = Number(url.searchParams.get('pageSize'));
    const listed = cms.articles.filter((a) => !a.headingSave.toLowerCase().includes(exclude));
    return { data: listed.slice(0, pageSize), meta: { pagination: { page: 1, pageSize, total: listed.length, pageCount: 1 } } };
  },
}));
const { nextArticles } = await import('./next-articles.server');

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
});

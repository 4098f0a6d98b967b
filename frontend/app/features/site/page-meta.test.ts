import { describe, expect, it } from 'vitest';
import { READER_PAGES, type ReaderPageName } from './reader-pages';
import { pageQuery, readerPageMeta } from './page-meta';

const ORIGIN = 'https://blog.example';
const matches = [
  { id: 'root', loaderData: { origin: ORIGIN } },
  { id: 'routes/page', loaderData: null },
];
const tag = (meta: ReturnType<typeof readerPageMeta>, key: string) =>
  meta.find((one) => ('property' in one && one.property === key) || ('name' in one && one.name === key)) as { content: string } | undefined;

describe('readerPageMeta', () => {
  it('gives every reader page a canonical link, Open Graph and X card tags, and a share card of its own', () => {
    for (const name of Object.keys(READER_PAGES) as ReaderPageName[]) {
      const page = READER_PAGES[name];
      const meta = readerPageMeta(name, matches);
      expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}${page.path}` });
      expect(tag(meta, 'og:url')?.content).toBe(`${ORIGIN}${page.path}`);
      expect(tag(meta, 'og:title')?.content).toBe(page.title);
      expect(tag(meta, 'og:image')?.content).toBe(`${ORIGIN}/share-cards/${name}.png`);
      expect(tag(meta, 'twitter:image')?.content).toBe(`${ORIGIN}/share-cards/${name}.png`);
      expect(tag(meta, 'twitter:card')?.content).toBe('summary_large_image');
      const description = tag(meta, 'og:description')!.content;
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(tag(meta, 'twitter:description')?.content).toBe(description);
    }
  });

  it('names the page of a paged list and another title where the route gives one', () => {
    const meta = readerPageMeta('coding', matches, { query: pageQuery(2), title: 'Coding, page 2' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/blog/page/coding?page=2` });
    expect(meta[0]).toEqual({ title: 'Coding, page 2' });
    expect(pageQuery(1)).toBe('');
    expect(pageQuery(undefined)).toBe('');
  });

  it('cuts a long description to 160 characters for link previews, ending on a word', () => {
    const description = tag(readerPageMeta('me', matches), 'og:description')!.content;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});

import { looksLikeTagPair } from '@blog/rules/tag-pair';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES, opensAsDocument } from '~/lib/site-pages';
import { findPageAlias, pickArticle, searchText } from './match';

const urlFor = (text: string) => findPageAlias(text, SITE_PAGES)?.url ?? null;

describe('searchText', () => {
  it('trims and lowercases', () => {
    expect(searchText('  Semantic HTML ')).toBe('semantic html');
    expect(searchText('CSS')).toBe('css');
    expect(searchText('\tSleep\n')).toBe('sleep');
  });

  it('is null when there is nothing to search for', () => {
    expect(searchText('')).toBeNull();
    expect(searchText('   ')).toBeNull();
    expect(searchText(null)).toBeNull();
    expect(searchText(undefined)).toBeNull();
  });

  it('ignores input that looks like an HTML tag pair', () => {
    for (const input of [
      '<b>x</b>',
      '<script>alert(1)</script>',
      '<a href="/x">link</a>',
      'see <i>this</i> now',
      '<DIV>x</DIV>',
      '<b>x</i>',
      '<b></b>',
      '<p>\nx\n</p>',
    ]) {
      expect(searchText(input), input).toBeNull();
    }
  });

  it('keeps text with angle brackets that is not a tag pair', () => {
    expect(searchText('<b>')).toBe('<b>');
    expect(searchText('</b>')).toBe('</b>');
    expect(searchText('a < b > c')).toBe('a < b > c');
    expect(searchText('x<y and y>z')).toBe('x<y and y>z');
    expect(searchText('1 < 2 </ 3')).toBe('1 < 2 </ 3');
  });

  it('allows 100 characters and refuses more (the CMS answers 400 beyond)', () => {
    expect(searchText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(searchText(` ${'a'.repeat(100)} `)).toBe('a'.repeat(100));
    expect(searchText('a'.repeat(101))).toBeNull();
  });
});

describe('looksLikeTagPair', () => {
  it('needs an opening and a closing tag', () => {
    expect(looksLikeTagPair('<em>x</em>')).toBe(true);
    expect(looksLikeTagPair('<img src=x onerror=alert(1)>')).toBe(false);
    expect(looksLikeTagPair('html')).toBe(false);
  });
});

describe('the site pages', () => {
  it('are 22, each with a unique url, title and short abbreviation', () => {
    expect(SITE_PAGES).toHaveLength(22);
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(SITE_PAGES.map((p) => p.url))).toBe(22);
    expect(unique(SITE_PAGES.map((p) => p.title))).toBe(22);
    expect(unique(SITE_PAGES.map((p) => p.abbreviation))).toBe(22);
    for (const page of SITE_PAGES) {
      expect(page.url, page.title).toMatch(/^\/[a-z0-9./-]*$/);
      expect(page.abbreviation, page.title).toMatch(/^[a-z]{2,4}$/);
    }
  });

  it('open files (feeds, static pages) as whole documents, router pages in the app', () => {
    expect(SITE_PAGES.filter((p) => opensAsDocument(p.url)).map((p) => p.url)).toEqual([
      '/me.html',
      '/past.html',
      '/rss.xml',
      '/sitemap.xml',
    ]);
    expect(opensAsDocument('/blog/page/coding')).toBe(false);
    expect(opensAsDocument('/rss.xml?x=1')).toBe(true);
    expect(opensAsDocument('/blog/abc.def/')).toBe(false);
  });

  it('have no abbreviation that is also a title word of another page (it would shadow it)', () => {
    for (const page of SITE_PAGES) {
      const other = SITE_PAGES.find((p) => p !== page && p.title.toLowerCase() === page.abbreviation);
      expect(other, page.abbreviation).toBeUndefined();
    }
  });
});

describe('findPageAlias', () => {
  it('matches a title, an abbreviation or a url exactly', () => {
    expect(urlFor('blog')).toBe('/blog');
    expect(urlFor('home')).toBe('/');
    expect(urlFor('all articles')).toBe('/blog/page/articles');
    expect(urlFor('ping')).toBe('/ping');
    expect(urlFor('rss')).toBe('/rss.xml');
    expect(urlFor('mg')).toBe('/blog/page/mind-growth');
    expect(urlFor('dash')).toBe('/dashboard');
    expect(urlFor('/')).toBe('/');
    expect(urlFor('/about')).toBe('/about');
    expect(urlFor('/blog/page/health')).toBe('/blog/page/health');
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(urlFor('  SiteMap ')).toBe('/sitemap');
    expect(urlFor('XML sitemap')).toBe('/sitemap.xml');
    expect(urlFor('Sign In')).toBe('/sign-in');
  });

  it('prefers an exact match to an earlier page that only contains the text', () => {
    // 'Terms and Conditions' comes first and contains 'terms', but 'Terms' is exact.
    expect(urlFor('terms')).toBe('/terms-and-condition');
    // 'Blog Privacy Policy' contains 'blog'; the Blog page is exact.
    expect(urlFor('blog')).toBe('/blog');
  });

  it("then matches the first title that contains the text, even a fragment of a word (the spec's rule)", () => {
    expect(urlFor('privacy')).toBe('/privacy-policy');
    expect(urlFor('policy')).toBe('/privacy-policy');
    expect(urlFor('blog privacy')).toBe('/blog-privacy-policy');
    expect(urlFor('mind')).toBe('/blog/page/mind-growth');
    expect(urlFor('growth')).toBe('/blog/page/mind-growth');
    expect(urlFor('articles')).toBe('/blog/page/articles');
    expect(urlFor('local')).toBe('/local');
    expect(urlFor('conditions')).toBe('/terms-and-conditions');
    expect(urlFor('feed')).toBe('/rss.xml');
    expect(urlFor('privacy   policy')).toBe('/privacy-policy');
    // Fragments: the first title in list order that contains them.
    expect(urlFor('priv')).toBe('/privacy-policy');
    expect(urlFor('art')).toBe('/blog/page/articles');
    expect(urlFor('sit')).toBe('/sitemap');
    expect(urlFor('ea')).toBe('/blog/page/health');
    expect(urlFor('ing')).toBe('/blog/page/coding');
    expect(urlFor('e')).toBe('/');
  });

  it('leaves a text that no title contains to the articles', () => {
    for (const text of ['sleep', 'html', 'css', 'javascript', 'node', 'walking breaks']) {
      expect(urlFor(text), text).toBeNull();
    }
  });

  it('then matches a url with or without its leading characters', () => {
    expect(urlFor('page/coding')).toBe('/blog/page/coding');
    expect(urlFor('blog/page/coding')).toBe('/blog/page/coding');
    expect(urlFor('//blog/page/coding/')).toBe('/blog/page/coding');
    expect(urlFor('mind-growth')).toBe('/blog/page/mind-growth');
    expect(urlFor('page/mind-growth')).toBe('/blog/page/mind-growth');
    expect(urlFor('privacy-policy')).toBe('/privacy-policy');
    expect(urlFor('blog-privacy-policy')).toBe('/blog-privacy-policy');
    expect(urlFor('terms-and-conditions')).toBe('/terms-and-conditions');
    expect(urlFor('me.html')).toBe('/me.html');
    expect(urlFor('past.html')).toBe('/past.html');
    expect(urlFor('rss.xml')).toBe('/rss.xml');
    expect(urlFor('sitemap.xml')).toBe('/sitemap.xml');
    expect(urlFor('sign-in')).toBe('/sign-in');
    expect(urlFor('https://example.com/blog/page/health')).toBe('/blog/page/health');
    expect(urlFor('/about?ref=menu')).toBe('/about');
  });

  it('does not match part of a url segment, or nothing at all', () => {
    expect(urlFor('ge/coding')).toBeNull();
    expect(urlFor('page')).toBeNull();
    expect(urlFor('policy-x')).toBeNull();
    expect(urlFor('?')).toBeNull();
    expect(urlFor('#')).toBeNull();
    expect(urlFor('')).toBeNull();
    expect(urlFor('quantum knitting')).toBeNull();
  });

  it('works on any list of pages', () => {
    const pages = [
      { url: '/a', title: 'Alpha Page', abbreviation: 'al' },
      { url: '/docs/b', title: 'Beta', abbreviation: 'bt' },
    ];
    expect(findPageAlias('al', pages)).toBe(pages[0]);
    expect(findPageAlias('page', pages)).toBe(pages[0]);
    expect(findPageAlias('docs/b', pages)).toBe(pages[1]);
    expect(findPageAlias('b', pages)).toBe(pages[1]);
    expect(findPageAlias('gamma', pages)).toBeNull();
    expect(findPageAlias('al', [])).toBeNull();
  });
});

describe('pickArticle', () => {
  const results = [
    { id: 'n1', title: 'Semantic HTML: Why the Right Element Still Matters, Revisited' },
    { id: 'n2', title: 'Semantic HTML: Why the Right Element Still Matters' },
    { id: 'n3', title: 'Accessible HTML Forms That Everyone Can Fill In' },
  ];

  it('prefers a heading equal to the text (any case) over an earlier one that contains it', () => {
    expect(pickArticle('semantic html: why the right element still matters', results)?.id).toBe('n2');
    expect(pickArticle('ACCESSIBLE HTML FORMS THAT EVERYONE CAN FILL IN', results)?.id).toBe('n3');
  });

  it('else takes the first heading that contains the text', () => {
    expect(pickArticle('html', results)?.id).toBe('n1');
    expect(pickArticle('forms', results)?.id).toBe('n3');
    expect(pickArticle('  Element ', results)?.id).toBe('n1');
  });

  it('is null when no heading matches, for empty text, or for no results', () => {
    expect(pickArticle('css grid', results)).toBeNull();
    expect(pickArticle('', results)).toBeNull();
    expect(pickArticle('html', [])).toBeNull();
  });
});

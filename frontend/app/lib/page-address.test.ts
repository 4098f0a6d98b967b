import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('keeps the page number on the pages that read it, and drops every other parameter', () => {
    expect(pageAddress('/blog', '?utm_source=x&zz=1')).toBe('/blog');
    expect(pageAddress('/about', '?page=2')).toBe('/about');
    expect(pageAddress('/sitemap', '?page=2&x=1')).toBe('/sitemap?page=2');
    expect(pageAddress('/blog/page/coding', '?zz=1&page=2&utm_medium=y')).toBe('/blog/page/coding?page=2');
    expect(pageAddress('/blog/page/articles', '')).toBe('/blog/page/articles');
  });

  it('keeps repeated kept parameters in their order, and the ones it is told to keep', () => {
    expect(pageAddress('/blog/page/coding', '?page=3&page=2')).toBe('/blog/page/coding?page=3&page=2');
    expect(pageAddress('/blog.data', '?_routes=routes%2Fblog&x=1&page=2', ['_routes'])).toBe('/blog.data?_routes=routes%2Fblog');
    expect(pageAddress('/blog/page/coding.data', '?_routes=x&page=2', ['_routes'])).toBe('/blog/page/coding.data?_routes=x&page=2');
  });
});

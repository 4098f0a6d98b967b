import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('keeps the page number and drops every other parameter', () => {
    expect(pageAddress('/blog', '?utm_source=x&zz=1')).toBe('/blog');
    expect(pageAddress('/blog/page/coding', '?zz=1&page=2&utm_medium=y')).toBe('/blog/page/coding?page=2');
    expect(pageAddress('/blog/page/articles', '')).toBe('/blog/page/articles');
  });

  it('keeps repeated kept parameters in their order, and the ones it is told to keep', () => {
    expect(pageAddress('/blog/page/coding', '?page=3&page=2')).toBe('/blog/page/coding?page=3&page=2');
    expect(pageAddress('/blog.data', '?_routes=routes%2Fblog&x=1', ['page', '_routes'])).toBe('/blog.data?_routes=routes%2Fblog');
  });
});

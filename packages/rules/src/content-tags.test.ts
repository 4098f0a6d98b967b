import { describe, expect, it } from 'vitest';
import { ARTICLES_TAG, CONTENT_TAG, FLAGS_TAG, QUOTE_TAG, SITE_TAG, articleTag, sectionTag } from './content-tags';

describe('content tags', () => {
  it('names one article and one section apart from every fixed tag', () => {
    const names = [
      SITE_TAG,
      FLAGS_TAG,
      QUOTE_TAG,
      ARTICLES_TAG,
      CONTENT_TAG,
      articleTag('abc'),
      sectionTag('coding'),
      sectionTag('health'),
    ];
    expect(new Set(names).size).toBe(names.length);
    expect(articleTag('abc')).toBe('article:abc');
    expect(sectionTag('health')).toBe('articles:health');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCAL_ARTICLES } from './local-articles.server';

describe('the articles shipped with the site', () => {
  it("show under their own category, as the CMS's do, not under the heading rule's (ADR 27)", () => {
    for (const article of LOCAL_ARTICLES) expect(article.section).toBe(article.category.toLowerCase());
    // Its title has no coding word; its category is Coding.
    expect(LOCAL_ARTICLES.find((a) => a.title === 'How This Blog Is Built')?.section).toBe('coding');
  });
});

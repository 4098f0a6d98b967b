// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ARTICLES, localSummaries } from './local-articles.server';

describe('the articles shipped with the site', () => {
  it("show under their own category, as the CMS's do, not under the heading rule's (ADR 27)", () => {
    for (const article of LOCAL_ARTICLES) expect(article.section).toBe(article.category.toLowerCase());
    // Its title has no coding word; its category is Coding.
    expect(LOCAL_ARTICLES.find((a) => a.title === 'How This Blog Is Built')?.section).toBe('coding');
  });

  it('know the real byte size of their cover files, for the RSS enclosure', () => {
    for (const article of LOCAL_ARTICLES) {
      const file = path.join(import.meta.dirname, '../../../public', article.cover);
      expect(article.coverBytes, article.cover).toBe(fs.statSync(file).size);
    }
    expect(localSummaries().every((summary) => !('coverBytes' in summary))).toBe(true);
  });
});

import { DEMO } from '../../scripts/lib/env.mjs';

/**
 * An article that meets the editor's rules, for tests that write through the Document Service
 * (every writer meets them: lib/article-input.ts). href, section and the word count are derived.
 */
export const articleData = (headingSave: string, bodyHtml = '<p>A short body for a test article.</p>') => ({
  headingSave,
  imageCdn: 'https://example.com/cover.png',
  imageSource: 'Photo by a test',
  articleSave: Buffer.from(bodyHtml).toString('base64'),
  authorSave: DEMO.AUTHOR_NAME,
  category: 'Health' as const,
});

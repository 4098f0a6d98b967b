import { DEMO } from '../../scripts/lib/env.mjs';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * An article that meets the editor's rules, for tests that write through the Document Service
 * (every writer meets them: lib/article-input.ts). href, section and the word count are derived.
 */
export const articleData = (headingSave: string, bodyHtml = '<p>A short body for a test article.</p>') => ({
  headingSave,
  imageCdn: 'https://example.com/cover.png',
  imageSource: 'Photo by a test',
  articleSave: toBase64(bodyHtml),
  authorSave: DEMO.AUTHOR_NAME,
  category: 'Health' as const,
});

import { sectionOf } from '@blog/rules/category';
import { encodeBody, isLegacyBody } from '@blog/rules/body';
import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import { plainText, wordCount } from '@blog/rules/text';

/**
 * What the server derives itself whenever an article is written, whoever
 * writes it (the editor's routes, the seed, or Strapi's own admin): the
 * section from the heading, a sanitised body, and its word count.
 */
export function normaliseArticleData(data: Record<string, unknown>): Record<string, unknown> {
  const next = { ...data };
  if (typeof next.headingSave === 'string') {
    const heading = next.headingSave.trim();
    next.headingSave = heading;
    next.section = sectionOf(heading);
  }
  if (typeof next.articleSave === 'string' && !isLegacyBody(next.articleSave)) {
    const html = sanitizeArticleHtml(Buffer.from(next.articleSave, 'base64').toString('utf8'));
    next.articleSave = encodeBody(html);
    next.totalWords = wordCount(plainText(html));
  }
  return next;
}

/**
 * An article's data with its section, which the schema requires of a create. The
 * write derives it again (above); this is what lets the data type-check as an article.
 */
export const withSection = <T extends { headingSave: string }>(data: T) => ({ ...data, section: sectionOf(data.headingSave.trim()) });

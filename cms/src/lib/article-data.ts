import type { ArticleFields } from '@blog/contract/inputs/article-fields';
import { ARTICLE_MESSAGES } from '@blog/rules/article-checks';
import { hrefOf } from '@blog/rules/slug';

/**
 * What the owner's article and draft writes store of the editor's fields, once their input
 * (@blog/contract/inputs/article-fields) has checked types and lengths.
 */

/** The HTML of a parsed body (its input checked the base64). */
export const htmlOf = (articleSave: string) => Buffer.from(articleSave, 'base64').toString('utf8');

/**
 * A title the rules accept may still have nothing a path can hold ("!!!"
 * makes the href "/"): such an article could never be opened.
 */
export function titleProblem(headingSave: string): string | null {
  if (headingSave.trim() === '') return ARTICLE_MESSAGES.title;
  if (hrefOf(headingSave) === '/') return 'headingSave: must contain a letter or a digit';
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The display date of an article saved today, e.g. "21 Nov 2026" (UTC). */
export const displayDate = (now = new Date()) => `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;

/**
 * What an article or draft stores from the editor's fields: the href from the
 * title, the picture pair, today's date when none is given. The body is
 * sanitised and counted by the Document Service middleware (lib/article-input.ts).
 */
export function articleDataOf(fields: Omit<ArticleFields, 'reference'>) {
  const headingSave = fields.headingSave.trim();
  return {
    href: hrefOf(headingSave),
    headingSave,
    imageCdn: fields.imageCdn.trim(),
    imageSource: fields.imageSource.trim(),
    imageSave: [fields.imageCdn.trim(), fields.imageSource.trim()],
    articleSave: fields.articleSave,
    authorSave: fields.authorSave.trim(),
    dateSave: fields.dateSave.trim() || displayDate(),
    researchLinksSave: fields.researchLinksSave,
    category: fields.category,
  };
}
export type ArticleData = ReturnType<typeof articleDataOf>;

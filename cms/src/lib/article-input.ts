import { errors } from '@strapi/utils';
import { categoryOfHeading, isCategory, sectionOfCategory } from '@blog/rules/category';
import { ONE_LINE, ONE_LINE_MESSAGE } from '@blog/contract/inputs/fields';
import { encodeBody, isLegacyBody } from '@blog/rules/body';
import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import { hrefOf } from '@blog/rules/slug';
import { plainText, wordCount } from '@blog/rules/text';
import { type ArticleKind, type FieldProblem, firstWriteProblem, linksProblem } from './article-rules';
import { displayDate } from './article-data';
import { htmlOfBase64, htmlOfLegacy } from './stored-body';

type Data = Record<string, unknown>;

/** What the server derives itself: whatever a writer sends for these is replaced. */
const DERIVED = ['href', 'section', 'totalWords', 'imageSave', 'bodyText'];
const TRIMMED = new Set(['headingSave', 'imageCdn', 'imageSource', 'authorSave', 'dateSave']);
/** The fields shown as one line of plain text. */
const ONE_LINE_FIELDS = [...TRIMMED, 'reference'];

/** A refused write, as the Content Manager shows it: the message, and the field it marks. */
function refuse({ field, message }: FieldProblem): never {
  throw new errors.ValidationError(`${field}: ${message}`, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/** A body as it is stored (base64 of the sanitised HTML, or a legacy body as it came) and its HTML, null when unreadable. */
function storedBodyOf(value: unknown): { stored: string; html: string | null } {
  if (value === null || value === undefined || value === '') return { stored: '', html: '' };
  if (typeof value !== 'string') refuse({ field: 'articleSave', message: 'must be text: base64 of the HTML' });
  // A legacy body is kept as it came (an import of older articles); readers get it decrypted.
  if (isLegacyBody(value)) return { stored: value, html: htmlOfLegacy(value) };
  const html = htmlOfBase64(value);
  if (html === null)
    refuse({ field: 'articleSave', message: "must be base64 of the article's HTML (UTF-8): HTML or text typed here is not stored" });
  const clean = sanitizeArticleHtml(html);
  return { stored: encodeBody(clean), html: clean };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export type ArticleWrite = {
  /** The document the write changes (the source of a clone); null for a create. */
  stored: Data | null;
  /** A new document comes of the write (create, clone): its every field is judged. */
  isNew: boolean;
  /** Whether the editor's rules apply: not to the demo seed, written before start-up ends. */
  judge: boolean;
};

/**
 * The data an article or draft write stores, whoever writes (the spec's routes, the seed,
 * Strapi's admin, a script): derived fields recomputed (href from the title, section from the
 * writer's category, the picture pair, the word count), the body checked and sanitised, and
 * the editor's rules met (lib/article-rules.ts). Throws Strapi's ValidationError naming the
 * field, so nothing the writer did not mean is stored, and the Content Manager marks the field.
 */
export function prepareArticleWrite(kind: ArticleKind, data: Data, { stored, isNew, judge }: ArticleWrite): Data {
  const next: Data = {};
  for (const [field, value] of Object.entries(data)) {
    if (DERIVED.includes(field)) continue;
    next[field] = TRIMMED.has(field) && typeof value === 'string' ? value.trim() : value;
  }
  // Only a body the write sets is judged (see `changed` below), so only that one is read.
  let bodyHtml: string | null = null;
  if ('articleSave' in next || isNew) {
    const body = storedBodyOf('articleSave' in next ? next.articleSave : stored?.articleSave);
    next.articleSave = body.stored;
    bodyHtml = body.html;
    if (body.html !== null) {
      const text = plainText(body.html);
      next.totalWords = wordCount(text);
      // The text full-text search indexes and quotes from (ADR 44): the stored body is base64, which no index can read.
      if (kind === 'article') next.bodyText = text;
    }
  }
  // Every writer, Strapi's admin too: a line break in a title would break every feed.
  for (const field of ONE_LINE_FIELDS) {
    const value = next[field];
    if (typeof value === 'string' && !ONE_LINE.test(value)) refuse({ field, message: ONE_LINE_MESSAGE });
  }
  const linkProblem = 'researchLinksSave' in next ? linksProblem(next.researchLinksSave) : null;
  if (linkProblem) refuse(linkProblem);

  const chosen = next.category;
  if (chosen !== undefined && chosen !== null && chosen !== '' && !isCategory(chosen))
    refuse({ field: 'category', message: 'must be Health or Coding' });

  const merged = { ...stored, ...next };
  const changed = (field: string) => isNew || (field in next && !same(next[field], stored?.[field]));
  const heading = typeof merged.headingSave === 'string' ? merged.headingSave : '';
  if (isNew || 'headingSave' in next) next.href = hrefOf(heading);
  if (isNew || 'headingSave' in next || 'category' in next) {
    // The writer's category decides (ADR 27); a write that names none (an import, a script)
    // gets the heading rule's, as does an older document stored without one.
    const category = isCategory(merged.category) ? merged.category : categoryOfHeading(heading);
    next.category = category;
    if (kind === 'article') next.section = sectionOfCategory(category);
  }
  if (isNew || 'imageCdn' in next || 'imageSource' in next) next.imageSave = [merged.imageCdn ?? '', merged.imageSource ?? ''];
  if (isNew && !merged.dateSave) next.dateSave = displayDate();

  const problem = judge ? firstWriteProblem(kind, { merged, changed, bodyHtml }) : null;
  if (problem) refuse(problem);
  return next;
}

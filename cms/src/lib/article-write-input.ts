import { z } from 'zod';
import { ARTICLE_MESSAGES } from '@blog/rules/article-checks';
import { isLegacyBody } from '@blog/rules/body';
import { CATEGORIES } from '@blog/rules/category';
import { hrefOf } from '@blog/rules/slug';
import { ONE_LINE, ONE_LINE_MESSAGE } from './validate';

/**
 * The bodies of the owner's article and draft writes (docs/spec/admin-side.md section 7,
 * calls 3, 4, 6, 8, 9), with the spec's wire names. Only types and lengths
 * are checked here (400 `<field>: <reason>`); the editor's rules, with their
 * own messages and order, run after (firstArticleProblem). Fields the server
 * derives itself (href, totalWords) and the old client's localData are ignored.
 */
// The base64 of this much HTML, with the other fields, stays under the 1 MB body limit.
export const MAX_BODY_BYTES = 720_000;
/** base64 of MAX_BODY_BYTES (a multiple of 3): 4 characters per 3 bytes. */
const MAX_BODY_BASE64 = (MAX_BODY_BYTES / 3) * 4;
export const MAX_LINKS = 50;
/** A link a reader may follow, or a picture's address: http(s) only (the editor's rule). */
export const HTTP_ADDRESS = /^https?:\/\/\S+$/i;

// Judged as stored, trimmed: a title of blank lines is the editor's 'Title not available...'.
const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => ONE_LINE.test(value.trim()), ONE_LINE_MESSAGE)
    .default('');

const body = z
  .string({ error: 'must be text (base64 of the HTML)' })
  .max(MAX_BODY_BASE64, 'must be at most 720 KB of HTML')
  .refine((value) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'must be base64 of the HTML')
  // The encrypted legacy form is only ever read; a write always stores plain, sanitised HTML.
  .refine((value) => !isLegacyBody(value), 'must be base64 of the HTML, not the encrypted legacy form')
  .default('');

const link = z
  .string({ error: 'must be text' })
  .max(2048, 'must be at most 2048 characters')
  .regex(HTTP_ADDRESS, 'must be an http(s) address')
  .regex(ONE_LINE, ONE_LINE_MESSAGE);

/** Strapi's document ids: short runs of letters and digits. */
const documentId = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `is required (the ${what}'s id)` : `must be ${what === 'article' ? 'an' : 'a'} ${what} id`,
    })
    .min(1, `is required (the ${what}'s id)`)
    .regex(/^[A-Za-z0-9]{1,64}$/, `must be ${what === 'article' ? 'an' : 'a'} ${what} id`);

const password = z.string({ error: 'must be text' }).max(1024, 'must be at most 1024 characters').default('');

const articleFields = {
  headingSave: text(200),
  imageCdn: text(2048),
  imageSource: text(300),
  articleSave: body,
  authorSave: text(100),
  dateSave: text(100),
  researchLinksSave: z.array(link, { error: 'must be a list of links' }).max(MAX_LINKS, `must have at most ${MAX_LINKS} links`).default([]),
  // The writer's choice decides where the article shows (ADR 27): the spec's editor always sends one.
  category: z.enum(CATEGORIES, {
    error: (issue) => (issue.input === undefined ? 'is required (Health or Coding)' : 'must be Health or Coding'),
  }),
  /** The editor's "researched" confirmation: the text 'true'. */
  reference: text(100),
};

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'must be a JSON object' });

/** POST /api/article-draft-{product}. */
export const articleInput = object(articleFields);
type ArticleInput = z.infer<typeof articleInput>;

/** The writer's 'E-mail to subscribers' of a post or a publish (ADR 37): on unless sent as false. */
const emailSubscribers = z.boolean({ error: 'must be true or false' }).default(true);

/** POST /api/article: the fields and 'E-mail to subscribers'. */
export const articlePostInput = object({ ...articleFields, emailSubscribers });

/** POST /api/article-draft-{product}/publish: `{ emailSubscribers }`, or no body. */
export const draftPublishInput = object({ emailSubscribers });

/** PUT /api/article-draft-{product}/schedule: when to publish, with its zone, and 'E-mail to subscribers'. */
export const draftScheduleInput = object({
  publishAt: z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined
        ? 'is required (the publish time, e.g. 2026-12-01T09:00:00Z)'
        : 'must be a date and time with its zone, e.g. 2026-12-01T09:00:00Z',
  }),
  emailSubscribers,
});

/** PUT /api/article: the fields, the article's id and the owner's password. */
export const articleEditInput = object({ ...articleFields, id: documentId('article'), editorPassword: password });

/** PUT /api/article-draft-{product}: `{ editDraft: { id, ...fields } }`. */
export const draftEditInput = object({ editDraft: object({ ...articleFields, id: documentId('draft') }) });

/** DELETE /api/article-draft-{product}: `{ arg: <draft id> }`. */
export const draftDeleteInput = object({ arg: documentId('draft') });

/** DELETE /api/article-delete: the password from the JSON body or the X-Editor-Password header. */
export const articleDeleteInput = object({ password });

/** A password in the address ends up in logs and history: such a request is refused before anything else. */
const PASSWORD_IN_QUERY = /^(password|pswd|editorpassword)$/i;
export const PASSWORD_IN_ADDRESS = 'Send the password in the request body, never in the address.';
export const hasPasswordInQuery = (query: Record<string, unknown>) => Object.keys(query).some((name) => PASSWORD_IN_QUERY.test(name));

/** The HTML of a parsed body (base64 checked above). */
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

type ArticleFields = Omit<ArticleInput, 'reference'>;

/**
 * What an article or draft stores from the editor's fields: the href from the
 * title, the picture pair, today's date when none is given. The body is
 * sanitised and counted by the Document Service middleware (lib/article-input.ts).
 */
export function articleDataOf(fields: ArticleFields) {
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

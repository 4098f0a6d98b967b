import { z } from 'zod';
import { isLegacyBody } from '@blog/rules/body';
import { CATEGORIES } from '@blog/rules/category';
import { ONE_LINE, ONE_LINE_MESSAGE } from './fields';

/**
 * The fields of the owner's article and draft writes (docs/spec/admin-side.md section 7,
 * calls 3, 4, 6, 8, 9), with the spec's wire names, which are the stored ones too. Only types
 * and lengths are checked here (400 `<field>: <reason>`); the editor's rules, with their own
 * messages and order, run after. Fields the server derives itself (href, totalWords) and the
 * old client's localData are ignored.
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
export const documentId = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `is required (the ${what}'s id)` : `must be ${what === 'article' ? 'an' : 'a'} ${what} id`,
    })
    .min(1, `is required (the ${what}'s id)`)
    .regex(/^[A-Za-z0-9]{1,64}$/, `must be ${what === 'article' ? 'an' : 'a'} ${what} id`);

export const password = z.string({ error: 'must be text' }).max(1024, 'must be at most 1024 characters').default('');

export const articleFields = {
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

export const writeBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'must be a JSON object' });

/** The writer's 'E-mail to subscribers' of a post or a publish (ADR 37): on unless sent as false. */
export const emailSubscribers = z.boolean({ error: 'must be true or false' }).default(true);

/** The editor's fields alone: a draft's save. */
export const articleBody = writeBody(articleFields);
export type ArticleFields = z.output<typeof articleBody>;

import { z } from 'zod';
import { MAX_EMAIL_LENGTH, isEmailAddress } from '@blog/rules/email';

/** Pieces many routes' inputs share: text rules, paging, ids, the reader's address and the honeypot. */

/**
 * PostgreSQL text can neither hold U+0000 nor be compared with it (the query
 * fails): text input that carries it is refused with a 400, on SQLite too.
 */
export const NO_NUL = /^[^\u0000]*$/;
export const NO_NUL_MESSAGE = 'must not contain the NUL character';
/**
 * One line of plain text (a title, a name, a source, an alt text): no control character at all,
 * line breaks and tabs included. Feeds (XML 1.0 cannot carry most of them), mail headers and
 * page titles all show these fields.
 */
export const ONE_LINE = /^\P{Cc}*$/u;
export const ONE_LINE_MESSAGE = 'must not contain control characters or line breaks';
/** Text that may run over lines (an opinion, a message): no control character but tabs and line breaks. */
export const LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
export const LINES_MESSAGE = 'must not contain control characters';

/** A JSON body's shape, with a reason in words when it is not an object at all. */
export const jsonBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'the body must be a JSON object' });

const fieldsOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/** A form's body: anything but a JSON object reads as no fields, so each one "is required". */
export const formBody = <T extends z.ZodRawShape>(shape: T) => z.preprocess(fieldsOf, z.object(shape));

/** A count in the query (a page, a page's size, a limit): a whole number from 1 to `max`, `fallback` when not given. */
export const countField = (max: number, tooLarge: string, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, tooLarge)
    .default(fallback);

/** `?page=&pageSize=` of a list: at most 100 rows a page, `defaultSize` when the caller says nothing. */
export const pagingFields = (defaultSize: number) => ({
  page: countField(100000, 'is too large', 1),
  pageSize: countField(100, 'must be at most 100', defaultSize),
});

/** The owner's lists (opinions, pings, drafts). Other query values (`id`, `reference`) are not paging. */
export const ownerPageQuery = z.object(pagingFields(50));

/** `?reference={documentId}` of an owner's call: Strapi's document ids are short runs of letters and digits. */
export const referenceField = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required (?reference={${what} id})` : `must be one ${what} id`) })
    .min(1, `is required (?reference={${what} id})`)
    .regex(/^[A-Za-z0-9]{1,64}$/, `must be ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} id`);

/** `?reference=` alone, read as the id it names: `referenceQuery('draft', 'draftId')` gives `{ draftId }`. */
export const referenceQuery = <Name extends string>(what: string, name: Name) =>
  z.object({ reference: referenceField(what) }).transform(({ reference }) => ({ [name]: reference }) as Record<Name, string>);

/** A reader's e-mail address as stored: trimmed, lowercased, any valid address (the shared rule, ADR 28). */
export const readerEmail = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (an e-mail address)' : 'must be text') })
  .trim()
  .toLowerCase()
  .min(1, 'is required (an e-mail address)')
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
  // The spec's client refuses anything that looks like HTML; the server says so in words.
  .refine((text) => !/[<>]/.test(text), { message: 'must not contain < or >', abort: true })
  .refine(isEmailAddress, 'must be a valid e-mail address');

/** An article's document id, or a `local-` id of an article shipped with the web server. */
export const articleId = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (the article id)' : 'must be one article id') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'must be an article id (letters, digits and -, at most 64)');

/**
 * The honeypot (`website`): a field people never see, so never fill. Any value means a
 * bot, read as `trapped`: it gets the answer a person would, and nothing is stored.
 */
export const honeypot = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined && value !== null && value !== '');

/** The opinion and contact forms' honeypot: a hidden text field, trapped when it holds text. */
export const formHoneypot = z
  .unknown()
  .optional()
  .transform((value) => typeof value === 'string' && value.trim() !== '');

/**
 * Text a reader types in a form, trimmed and kept as typed: HTML in it is stored as plain text,
 * never sanitised into markup, and the front end escapes it when it shows it. `lines`: text that
 * may run over lines (the opinion, the message); otherwise one line (a name, a country).
 */
export const requiredText = (max: number, { lines = false } = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(lines ? LINES : ONE_LINE, lines ? LINES_MESSAGE : ONE_LINE_MESSAGE);

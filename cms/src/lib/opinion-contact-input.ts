import { z } from 'zod';
import { MAX_EMAIL_LENGTH, isEmailAddress } from '@blog/rules/email';
import { LINES, LINES_MESSAGE, ONE_LINE, ONE_LINE_MESSAGE } from './validate';

/**
 * What a reader may send with the opinion and contact forms (docs/spec/reader-side.md
 * sections 5 and 7, calls 10 and 11). Text is trimmed and kept as typed: HTML
 * in it is stored as plain text, never sanitised into markup, and the front
 * end escapes it when it shows it.
 */
/** `lines`: text that may run over lines (the opinion, the message); otherwise one line (a name, a country). */
const requiredText = (max: number, { lines = false } = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(lines ? LINES : ONE_LINE, lines ? LINES_MESSAGE : ONE_LINE_MESSAGE);

/**
 * `website` is a honeypot the form hides from people: a bot that fills it in
 * gets the normal success answer, and nothing is stored.
 */
const honeypot = z
  .unknown()
  .optional()
  .transform((value) => typeof value === 'string' && value.trim() !== '');

export const opinionInput = z.object({
  reader: requiredText(100),
  country: requiredText(100),
  opinion: requiredText(5000, { lines: true }),
  reference: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (?reference={article path})' : 'must be one path') })
    .max(300, 'must be at most 300 characters')
    .regex(/^\/[^\s?#\u0000]*$/, 'must be a path starting with /')
    // `//host` and `/\host` are other sites to a browser, not paths of this one.
    .refine((path) => !path.startsWith('//') && !path.includes('\\'), 'must be a path of this site'),
  website: honeypot,
});

export const contactInput = z.object({
  name: requiredText(100),
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
    .toLowerCase()
    // The same rule as the subscription's and the likes' (ADR 28).
    .refine(isEmailAddress, 'must be a valid e-mail address'),
  country: requiredText(100),
  detail: requiredText(5000, { lines: true }),
  website: honeypot,
});

export type OpinionInput = z.infer<typeof opinionInput>;
export type ContactInput = z.infer<typeof contactInput>;

type RequestLike = { body?: unknown; query?: Record<string, unknown> };

const bodyOf = (request: RequestLike) =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

/** The opinion's fields: the body, and the article path from `?reference=`. */
export const opinionFields = (request: RequestLike) => ({ ...bodyOf(request), reference: request.query?.reference });

export const contactFields = (request: RequestLike) => bodyOf(request);

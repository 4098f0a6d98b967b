import { z } from 'zod';
import { MAX_EMAIL_LENGTH, isEmailAddress } from '@blog/rules/email';

/**
 * Input rules shared by the reader's like/unlike, subscribe and unsubscribe
 * calls (docs/spec/reader-side.md sections 5 and 7, calls 8, 9, 14, 15), so every
 * route judges an address the same way.
 */

/** An e-mail address as stored: trimmed, lowercased, any valid address (the shared rule, ADR 28). */
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
 * The honeypot: a field people never see, so never fill. Any value means a
 * bot: it gets the answer a person would, and nothing is stored.
 */
export const honeypot = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined && value !== null && value !== '');

/** The code of an unsubscribe link (/email-unsubscribe/{code}). */
export const unsubscribeCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (the code from the unsubscribe link)' : 'must be one code') })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the code from the unsubscribe link');

/** A JSON body's shape, with a reason in words when it is not an object at all. */
export const jsonBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'the body must be a JSON object' });

import { errors } from '@strapi/utils';
import type { z } from 'zod';

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

/** Parses API input, or answers 400 with the first reason in words. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path.join('.');
    throw new errors.ValidationError(field ? `${field}: ${issue.message}` : issue.message);
  }
  return result.data;
}

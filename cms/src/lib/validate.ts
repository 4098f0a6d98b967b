import { errors } from '@strapi/utils';
import type { z } from 'zod';

/**
 * PostgreSQL text can neither hold U+0000 nor be compared with it (the query
 * fails): text input that carries it is refused with a 400, on SQLite too.
 */
export const NO_NUL = /^[^\u0000]*$/;
export const NO_NUL_MESSAGE = 'must not contain the NUL character';

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

import { errors } from '@strapi/utils';
import type { z } from 'zod';
import { type Input, type InputOf, parseRequest, reasonOf } from '@blog/contract/input';

/** Parses API input, or answers 400 with the first reason in words. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new errors.ValidationError(reasonOf(result.error));
  return result.data;
}

/**
 * What a controller or a policy reads of its request: the query and the parsed body from Koa's
 * request (a policy's context copies the context's own fields only, and `ctx.query` is not one),
 * and the router's path parameters.
 */
type Request = { params?: unknown; request: { query?: unknown; body?: unknown } };

/**
 * A route's input (@blog/contract/inputs) read from its request, in the product's names, or a 400
 * with the first reason in words. A request without a body reads as an empty object.
 */
export function readInput<I extends Input>(input: I, ctx: Request): InputOf<I> {
  const parsed = parseRequest(input, { query: ctx.request.query, params: ctx.params, body: ctx.request.body ?? {} });
  if (!parsed.ok) throw new errors.ValidationError(parsed.reason);
  return parsed.data;
}

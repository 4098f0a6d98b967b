import type { z } from 'zod';
import type { Route } from './route';

/**
 * A route's request input: the zod schemas of the parts of a request it reads, each parsing the
 * spec's wire names to the product's. Only servers parse input, so these are classic zod, in
 * `inputs/`, which no route module and no browser code imports. The parts are checked in the
 * order they are written and the first one that is wrong answers (400): an opinion's fields
 * before its `?reference=`, a draft's `?reference=` before its body.
 */
type Part = z.ZodType<Record<string, unknown>>;

export type InputParts = { query?: Part; body?: Part; params?: Part };

export type Input<Parts extends InputParts = InputParts> = { route: Route; parts: Parts };

export const input = <Parts extends InputParts>(route: Route, parts: Parts): Input<Parts> => ({ route, parts });

type ReadPart<Parts, Name extends keyof InputParts> = Parts extends Record<Name, infer Schema extends Part> ? z.output<Schema> : unknown;

/** What a request holds once read: the product's names of every part, in one object (no two parts share a name). */
export type InputOf<I extends Input> = ReadPart<I['parts'], 'query'> & ReadPart<I['parts'], 'body'> & ReadPart<I['parts'], 'params'>;

/** A request's parts as they came: the query, the parsed body, the path parameters. */
export type RequestParts = { query?: unknown; body?: unknown; params?: unknown };

export type ParsedRequest<I extends Input> = { ok: true; data: InputOf<I> } | { ok: false; reason: string };

/** The first issue in words, as a 400 tells it: `field: reason`, or the reason alone when a whole part is wrong. */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses each part of a request by its input's schema, in order, and merges what they read. */
export function parseRequest<I extends Input>(input: I, request: RequestParts): ParsedRequest<I> {
  const data: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(input.parts) as [keyof InputParts, Part][]) {
    const result = schema.safeParse(request[name]);
    if (!result.success) return { ok: false, reason: reasonOf(result.error) };
    Object.assign(data, result.data);
  }
  return { ok: true, data: data as InputOf<I> };
}

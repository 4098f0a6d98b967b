import * as z from 'zod/mini';

/**
 * One route of the wire contract (docs/api.md): what both the CMS and the web side agree on.
 * Answers are zod/mini schemas (tree-shakable) because the browser's fetchers parse them too;
 * the request inputs' schemas, which only servers run, are classic zod in `inputs/` (input.ts),
 * which no route module imports.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: any reader, signed in or not; `owner`: the signed-in owner only (403 otherwise). */
export type Access = 'public' | 'owner';

export type Route<Answer extends z.ZodMiniType = z.ZodMiniType> = {
  method: Method;
  /** The spec's wire path under /api: `{product}` is PRODUCT_SLUG, `:name` a path parameter. */
  path: string;
  access: Access;
  /** The spec's site key in `?id=` is required (400 without it). */
  siteKey: boolean;
  /** Refused unless it comes from the site's own pages: every owner call, and the session's own. */
  sitePagesOnly: boolean;
  /** Strapi's stock REST route of a content type, not one of the route files. */
  stock: boolean;
  /** The spec writes a slash before the query (`/api/article/?id=`); Strapi takes both forms. */
  slashBeforeQuery: boolean;
  /** How a request body is written: JSON everywhere but an upload (multipart) and RFC 8058's one click (a form). */
  bodyFormat: 'json' | 'form' | 'multipart';
  /**
   * The fast path (ADR 48): `reader-call`, what readers' pages call many times (the web server passes
   * it on before Express, the CMS past the parts of its chain that never act on it); `page-read`,
   * what the web server reads for every page it renders afresh (the CMS's fast path only).
   */
  fastPath: 'reader-call' | 'page-read' | null;
  /** The body of a 2xx answer. */
  answer: Answer;
};

type RouteInput<Answer extends z.ZodMiniType> = Pick<Route<Answer>, 'method' | 'path' | 'answer'> &
  Partial<Omit<Route<Answer>, 'method' | 'path' | 'answer'>>;

/** A route; owner routes are always from the site's own pages. */
export function route<Answer extends z.ZodMiniType>(input: RouteInput<Answer>): Route<Answer> {
  const access = input.access ?? 'public';
  return {
    siteKey: false,
    stock: false,
    slashBeforeQuery: false,
    bodyFormat: 'json',
    fastPath: null,
    ...input,
    access,
    sitePagesOnly: access === 'owner' || (input.sitePagesOnly ?? false),
  };
}

/** What a route's answer holds once parsed. */
export type AnswerOf<R extends Route> = z.output<R['answer']>;

/** `GET /api/like`: how docs/api.md and the lists of routes name a route. */
export const routeName = (route: Pick<Route, 'method' | 'path'>) => `${route.method} /api${route.path}`;

export type PathValues = {
  /** PRODUCT_SLUG, for the paths named after the product. */
  product?: string;
  /** The `:name` path parameters, escaped here. */
  params?: Record<string, string>;
  /** The query; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
};

/** The address a request to `route` goes to, under /api, query included. */
export function routeUrl(route: Route, { product, params = {}, query }: PathValues = {}): string {
  const path = route.path
    .replace('{product}', () => {
      if (product === undefined) throw new Error(`${routeName(route)} needs the product slug`);
      return product;
    })
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${routeName(route)} needs :${name}`);
      return encodeURIComponent(value);
    });
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  if (entries.length === 0) return `/api${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of entries) search.append(name, String(value));
  return `/api${path}${route.slashBeforeQuery ? '/' : ''}?${search}`;
}

/** Strapi's error body: `{ data: null, error: { status, name, message, details } }`. */
export const errorAnswer = z.object({
  error: z.object({ status: z.optional(z.number()), name: z.optional(z.string()), message: z.string() }),
});

export type ReadAnswer<R extends Route> = { ok: true; data: AnswerOf<R> } | { ok: false; reason: string };

/** Parses a 2xx answer's JSON body by its route's schema; `reason` names the first field that is wrong. */
export function readAnswer<R extends Route>(route: R, json: unknown): ReadAnswer<R> {
  const result = z.safeParse<R['answer']>(route.answer, json);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const at = issue?.path.length ? issue.path.join('.') : 'the answer';
  return { ok: false, reason: `${routeName(route)}: ${at}: ${issue?.message ?? 'is not what the contract says'}` };
}

import type { Route } from '@blog/contract/route';
import { cmsConfig } from './config';

type Middleware = string | { name: string; config?: Record<string, unknown> };

/**
 * A Strapi route declaration from the wire contract (@blog/contract): its method and path, and
 * the policies the contract's access implies, in order: `before`, the site key, the owner's
 * session, then `policies` (the route's own input checks). Paths named after the product are
 * read here, when the route files load.
 */
export function strapiRoute(
  route: Route,
  handler: string,
  { before = [], policies = [], middlewares }: { before?: string[]; policies?: string[]; middlewares?: Middleware[] } = {},
) {
  return {
    method: route.method,
    path: route.path.replace('{product}', cmsConfig().site.productSlug),
    handler,
    config: {
      auth: false as const,
      policies: [
        ...before,
        ...(route.siteKey ? ['global::site-key'] : []),
        ...(route.access === 'owner' ? ['global::is-owner'] : []),
        ...policies,
      ],
      ...(middlewares ? { middlewares } : {}),
    },
  };
}

/** A per-address limit (the global rate-limit middleware): `points` requests each `duration` seconds. */
export const rateLimit = (scope: string, points: number, duration: number): Middleware[] => [
  { name: 'global::rate-limit', config: { scope, points, duration } },
];

/** A route's path as a request carries it, under /api (the product's slug filled in). */
export const requestPathOf = (route: Route) => `/api${route.path.replace('{product}', cmsConfig().site.productSlug)}`;

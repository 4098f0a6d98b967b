import { routeName } from '@blog/contract/route';
import { ALL_ROUTES } from '@blog/contract/routes';
import { webConfig } from '../app/lib/config.server';

/**
 * The calls only the site's own pages may make, as `METHOD /api/path` in lower case: every
 * owner route of the wire contract, and the session's own GET /api/session and POST /api/signout.
 */
const sitePagesOnly = (product: string) =>
  new Set(ALL_ROUTES.filter((route) => route.sitePagesOnly).map((route) => routeName(route).replace('{product}', product).toLowerCase()));

let known: { product: string; calls: Set<string> } | undefined;

/**
 * Whether a call is one of the owner's; `path` is the whole path, /api included, in lower case
 * and without trailing slashes (request-provenance.ts). Strapi's router answers HEAD with the
 * GET route, so HEAD counts as GET.
 */
export function isOwnerApiCall(method: string, path: string, product = webConfig().productSlug): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const slug = product.toLowerCase();
  if (known?.product !== slug) known = { product: slug, calls: sitePagesOnly(slug) };
  return known.calls.has(`${verb.toLowerCase()} ${path}`);
}

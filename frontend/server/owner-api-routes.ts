import { webConfig } from '../app/lib/config.server';

/**
 * The CMS's owner calls, as `METHOD /path` under /api ({product} is PRODUCT_SLUG): every route
 * with the `global::is-owner` policy under cms/src/api/{name}/routes/, and the session's own
 * GET /api/session and POST /api/signout. owner-api-routes.test.ts compares it with those files.
 */
export const OWNER_API_ROUTES = [
  'POST /article',
  'PUT /article',
  'DELETE /article-delete',
  'GET /statistics',
  'GET /article-draft-{product}',
  'POST /article-draft-{product}',
  'PUT /article-draft-{product}',
  'DELETE /article-draft-{product}',
  'POST /article-draft-{product}/publish',
  'GET /opinion-about-article-{product}',
  'DELETE /opinion-about-article-{product}',
  'GET /dashboard-overview',
  'GET /contacttry-{product}',
  'DELETE /contacttry-{product}',
  'POST /bufycg',
  'PUT /monitor',
  'GET /hash-pswd',
  'POST /hash-pswd',
  'PUT /hash-pswd',
  'DELETE /hash-pswd',
  'GET /session',
  'POST /signout',
];

/**
 * Whether a call is one of the owner's; `path` is the whole path, /api included, in lower case
 * and without trailing slashes (request-provenance.ts). Strapi's router answers HEAD with the
 * GET route, so HEAD counts as GET.
 */
export function isOwnerApiCall(method: string, path: string, product = webConfig().productSlug): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const call = `${verb} ${path.replace(/^\/api(?=\/)/, '')}`;
  return OWNER_API_ROUTES.some((route) => route.replace('{product}', product.toLowerCase()) === call);
}

import { webConfig } from '../app/lib/config.server';
import { API_PATHS } from '../app/lib/api-paths';

const PRODUCT = '{product}';

/**
 * The CMS's owner calls, as `METHOD /api/path` ({product} is PRODUCT_SLUG): every route
 * with the `global::is-owner` policy under cms/src/api/{name}/routes/, and the session's own
 * GET /api/session and POST /api/signout. owner-api-routes.test.ts compares it with those files.
 */
export const OWNER_API_ROUTES = [
  `POST ${API_PATHS.articles}`,
  `PUT ${API_PATHS.articles}`,
  `DELETE ${API_PATHS.articleDelete}`,
  `GET ${API_PATHS.articleHistory}`,
  `GET ${API_PATHS.articleVersion}`,
  `POST ${API_PATHS.restoreArticleVersion}`,
  `GET ${API_PATHS.workingCopy}`,
  `PUT ${API_PATHS.workingCopy}`,
  `DELETE ${API_PATHS.workingCopy}`,
  `GET ${API_PATHS.previewLinks}`,
  `POST ${API_PATHS.previewLinks}`,
  `DELETE ${API_PATHS.previewLinks}`,
  `POST ${API_PATHS.pictures}`,
  `GET ${API_PATHS.pictures}`,
  `GET ${API_PATHS.statistics}`,
  `GET ${API_PATHS.drafts(PRODUCT)}`,
  `POST ${API_PATHS.drafts(PRODUCT)}`,
  `PUT ${API_PATHS.drafts(PRODUCT)}`,
  `DELETE ${API_PATHS.drafts(PRODUCT)}`,
  `POST ${API_PATHS.publishDraft(PRODUCT)}`,
  `PUT ${API_PATHS.scheduleDraft(PRODUCT)}`,
  `DELETE ${API_PATHS.scheduleDraft(PRODUCT)}`,
  `GET ${API_PATHS.newsletterSends}`,
  `POST ${API_PATHS.cancelNewsletterSend}`,
  `GET ${API_PATHS.opinions(PRODUCT)}`,
  `DELETE ${API_PATHS.opinions(PRODUCT)}`,
  `GET ${API_PATHS.overview}`,
  `GET ${API_PATHS.contact(PRODUCT)}`,
  `DELETE ${API_PATHS.contact(PRODUCT)}`,
  `POST ${API_PATHS.siteBlock}`,
  `PUT ${API_PATHS.monitor}`,
  `GET ${API_PATHS.contactMail}`,
  `PUT ${API_PATHS.contactMail}`,
  `GET ${API_PATHS.vault}`,
  `POST ${API_PATHS.vault}`,
  `PUT ${API_PATHS.vault}`,
  `DELETE ${API_PATHS.vault}`,
  `GET ${API_PATHS.session}`,
  `POST ${API_PATHS.signOut}`,
];

/**
 * Whether a call is one of the owner's; `path` is the whole path, /api included, in lower case
 * and without trailing slashes (request-provenance.ts). Strapi's router answers HEAD with the
 * GET route, so HEAD counts as GET.
 */
export function isOwnerApiCall(method: string, path: string, product = webConfig().productSlug): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const call = `${verb} ${path}`;
  return OWNER_API_ROUTES.some((route) => route.replace(PRODUCT, product.toLowerCase()) === call);
}

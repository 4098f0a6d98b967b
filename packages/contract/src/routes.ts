import type { Route } from './route';
import { routeName } from './route';
import { ARTICLE_HISTORY_ROUTES } from './routes/article-history';
import { ARTICLE_ROUTES } from './routes/articles';
import { DRAFT_ROUTES } from './routes/drafts';
import { HUMAN_CHECK_ROUTES } from './routes/human-check';
import { LIKE_ROUTES } from './routes/likes';
import { NEWSLETTER_ROUTES } from './routes/newsletter';
import { OPINION_ROUTES } from './routes/opinions';
import { PICTURE_ROUTES } from './routes/pictures';
import { PING_ROUTES } from './routes/pings';
import { PREVIEW_LINK_ROUTES } from './routes/preview-links';
import { QUOTE_ROUTES } from './routes/quotes';
import { SEARCH_ROUTES } from './routes/search';
import { SESSION_ROUTES } from './routes/session';
import { SITE_SWITCH_ROUTES } from './routes/site-switches';
import { SUBSCRIPTION_ROUTES } from './routes/subscription';
import { VAULT_ROUTES } from './routes/vault';
import { VIEW_ROUTES } from './routes/views';
import { WORKING_COPY_ROUTES } from './routes/working-copy';

/**
 * Every route of the API, by area: the one list the CMS's route files, the web server's
 * provenance check, the tests' route table and docs/api.md are checked against.
 */
export const API = {
  articles: ARTICLE_ROUTES,
  search: SEARCH_ROUTES,
  articleHistory: ARTICLE_HISTORY_ROUTES,
  workingCopy: WORKING_COPY_ROUTES,
  previewLinks: PREVIEW_LINK_ROUTES,
  pictures: PICTURE_ROUTES,
  drafts: DRAFT_ROUTES,
  quotes: QUOTE_ROUTES,
  humanCheck: HUMAN_CHECK_ROUTES,
  likes: LIKE_ROUTES,
  opinions: OPINION_ROUTES,
  pings: PING_ROUTES,
  subscription: SUBSCRIPTION_ROUTES,
  newsletter: NEWSLETTER_ROUTES,
  views: VIEW_ROUTES,
  siteSwitches: SITE_SWITCH_ROUTES,
  session: SESSION_ROUTES,
  vault: VAULT_ROUTES,
} as const;

export const ALL_ROUTES: readonly Route[] = Object.values(API).flatMap((area) => Object.values(area));

/** The route a request names, `{product}` standing for PRODUCT_SLUG; undefined for none. */
export function findRoute(method: string, path: string): Route | undefined {
  return ALL_ROUTES.find((route) => routeName(route) === `${method} ${path}`);
}

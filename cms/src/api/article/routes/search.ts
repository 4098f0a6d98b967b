import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// Reader search (docs/spec/reader-side.md section 5): live results and the submit fallback both ask the
// first; the /search page's full-text results (ADR 44) ask the second. Per client address, like the other
// public lookups: generous for a person typing, a wall for a script.
export default {
  routes: [
    strapiRoute(API.search.titles, 'article.search', { middlewares: rateLimit('search', 120, 60) }),
    strapiRoute(API.search.text, 'article.searchText', { middlewares: rateLimit('full-text-search', 60, 60) }),
  ],
};

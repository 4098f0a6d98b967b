import { API_PATHS } from '../../../lib/api-paths';

/** Per client address, like the other public lookups: generous for a person typing, a wall for a script. */
const limit = (scope: string, points: number) => [{ name: 'global::rate-limit', config: { scope, points, duration: 60 } }];

// Reader search (docs/spec/reader-side.md section 5): live results and the submit fallback both ask this;
// the /search page's full-text results (ADR 44) ask the second.
export default {
  routes: [
    { method: 'GET', path: API_PATHS.search, handler: 'article.search', config: { auth: false, middlewares: limit('search', 120) } },
    {
      method: 'GET',
      path: API_PATHS.fullTextSearch,
      handler: 'article.searchText',
      config: { auth: false, middlewares: limit('full-text-search', 60) },
    },
  ],
};

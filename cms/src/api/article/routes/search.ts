import { API_PATHS } from '../../../lib/api-paths';

// Reader search (docs/spec/reader-side.md section 5): live results and the submit fallback both ask this;
// the /search page's full-text results (ADR 44) ask the second.
export default {
  routes: [
    { method: 'GET', path: API_PATHS.search, handler: 'article.search', config: { auth: false } },
    { method: 'GET', path: API_PATHS.fullTextSearch, handler: 'article.searchText', config: { auth: false } },
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// Reader search (docs/spec/reader-side.md section 5): live results and the submit fallback both ask this.
export default {
  routes: [{ method: 'GET', path: API_PATHS.search, handler: 'article.search', config: { auth: false } }],
};

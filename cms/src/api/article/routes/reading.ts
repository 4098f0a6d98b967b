import { API_PATHS } from '../../../lib/api-paths';

// The reader's article calls at the spec's paths (docs/spec/reader-side.md section 7, calls 6, 7, 12, 13).
export default {
  routes: [
    { method: 'GET', path: API_PATHS.articleByPath, handler: 'article.byPath', config: { auth: false } },
    { method: 'POST', path: API_PATHS.articleSingle, handler: 'article.single', config: { auth: false, policies: ['global::site-key'] } },
    { method: 'GET', path: API_PATHS.articles, handler: 'article.list', config: { auth: false, policies: ['global::site-key'] } },
    { method: 'GET', path: API_PATHS.posts, handler: 'article.list', config: { auth: false } },
    // An article page's Next Articles, most related first (ADR 44).
    { method: 'GET', path: API_PATHS.relatedArticles, handler: 'article.related', config: { auth: false } },
  ],
};

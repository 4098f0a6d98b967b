import { API_PATHS } from '../../../lib/api-paths';

// The owner's article history (ADR 34). No core routes: /api/article-versions stays 404.
// Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.articleHistory, handler: 'article-version.ownerList', config: config() },
    { method: 'GET', path: API_PATHS.articleVersion, handler: 'article-version.ownerRead', config: config() },
    { method: 'POST', path: API_PATHS.restoreArticleVersion, handler: 'article-version.ownerRestore', config: config() },
  ],
};

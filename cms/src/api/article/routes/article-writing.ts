import { API_PATHS } from '../../../lib/api-paths';

// The owner's article writes at the spec's paths (docs/spec/admin-side.md section 7, calls 3, 4 and 5; a
// trailing slash before `?` also works). Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'POST', path: API_PATHS.articles, handler: 'article.ownerCreate', config: config() },
    { method: 'PUT', path: API_PATHS.articles, handler: 'article.ownerUpdate', config: config() },
    // The password comes in the JSON body or the X-Editor-Password header, never in the address.
    { method: 'DELETE', path: API_PATHS.articleDelete, handler: 'article.ownerDelete', config: config() },
  ],
};

import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The reader's article calls at the spec's paths (docs/spec/reader-side.md section 7, calls 6, 7, 12, 13).
const { byPath, byHref, list, posts, related } = API.articles;

export default {
  routes: [
    strapiRoute(byPath, 'article.byPath'),
    strapiRoute(byHref, 'article.single'),
    strapiRoute(list, 'article.list'),
    strapiRoute(posts, 'article.list'),
    // An article page's Next Articles, most related first (ADR 44).
    strapiRoute(related, 'article.related'),
  ],
};

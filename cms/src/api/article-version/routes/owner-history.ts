import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's article history (ADR 34). No core routes: /api/article-versions stays 404.
const { versions, version, restore } = API.articleHistory;

export default {
  routes: [
    strapiRoute(versions, 'article-version.ownerList'),
    strapiRoute(version, 'article-version.ownerRead'),
    strapiRoute(restore, 'article-version.ownerRestore'),
  ],
};

import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's Opinions page (docs/spec/admin-side.md section 7, calls 10 and 11) at the spec's path.
export default {
  routes: [strapiRoute(API.opinions.list, 'opinion.ownerList'), strapiRoute(API.opinions.remove, 'opinion.ownerDelete')],
};

import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's Ping page (docs/spec/admin-side.md section 7, calls 12 and 13) at the spec's path.
export default {
  routes: [strapiRoute(API.pings.list, 'ping.ownerList'), strapiRoute(API.pings.remove, 'ping.ownerDelete')],
};

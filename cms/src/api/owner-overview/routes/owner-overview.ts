import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The dashboard menu's counts in one call: which entries show (Draft, A-Opinions, Ping) and their
// numbers (docs/spec/admin-side.md section 2).
export default { routes: [strapiRoute(API.views.overview, 'owner-overview.counts')] };

import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's Statistics page: today's views, the whole-site total and the last 30 days
// (docs/spec/admin-side.md section 2).
export default { routes: [strapiRoute(API.views.statistics, 'daily-view.statistics')] };

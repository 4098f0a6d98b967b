import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The visitor log (docs/spec/admin-side.md section 7, call 2). No core router: the log has no public REST.
export default { routes: [strapiRoute(API.session.visitor, 'visitor.log', { middlewares: rateLimit('visitor', 30, 600) })] };

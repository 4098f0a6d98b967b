import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's whole-site view counter at the spec's path (docs/spec/reader-side.md section 7, call 3).
// No core router: the counter has no public REST of its own. An address counts once a day
// (lib/count-once-per-day); the limit keeps a flood of repeats from costing more than an answer each.
export default {
  routes: [strapiRoute(API.views.countVisit, 'site-counter.countVisit', { middlewares: rateLimit('site-visit', 1000, 600) })],
};

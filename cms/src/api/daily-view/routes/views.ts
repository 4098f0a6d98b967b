import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's daily view counter at the spec's path (docs/spec/reader-side.md section 7, call 4).
// No core router: daily views have no public REST of their own. An address counts once a day
// (lib/count-once-per-day); the limit keeps a flood of repeats from costing more than an answer each.
export default {
  routes: [strapiRoute(API.views.countView, 'daily-view.countView', { middlewares: rateLimit('daily-view', 1000, 600) })],
};

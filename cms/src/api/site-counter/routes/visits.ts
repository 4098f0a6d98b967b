import { API_PATHS } from '../../../lib/api-paths';

// The reader's whole-site view counter at the spec's path (docs/spec/reader-side.md section 7, call 3).
// No core router: the counter has no public REST of its own. An address counts once a day
// (lib/view-marks); the limit keeps a flood of repeats from costing more than an answer each.
export default {
  routes: [
    {
      method: 'PUT',
      path: API_PATHS.siteVisits,
      handler: 'site-counter.countVisit',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'site-visit', points: 1000, duration: 600 } }] },
    },
  ],
};

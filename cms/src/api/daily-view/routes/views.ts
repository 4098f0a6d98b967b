import { API_PATHS } from '../../../lib/api-paths';

// The reader's daily view counter at the spec's path (docs/spec/reader-side.md section 7, call 4).
// No core router: daily views have no public REST of their own. An address counts once a day
// (lib/view-marks); the limit keeps a flood of repeats from costing more than an answer each.
export default {
  routes: [
    {
      method: 'POST',
      path: API_PATHS.dailyViews,
      handler: 'daily-view.countView',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'daily-view', points: 1000, duration: 600 } }] },
    },
  ],
};

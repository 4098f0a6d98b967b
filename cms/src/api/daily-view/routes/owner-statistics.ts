import { API_PATHS } from '../../../lib/api-paths';

// The owner's Statistics page: today's views, the whole-site total and the last 30 days
// (docs/spec/admin-side.md section 2). Site key first (400), then the owner's session (401, 403).
export default {
  routes: [
    {
      method: 'GET',
      path: API_PATHS.statistics,
      handler: 'daily-view.statistics',
      config: { auth: false, policies: ['global::site-key', 'global::is-owner'] },
    },
  ],
};

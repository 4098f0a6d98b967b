import { API_PATHS } from '../../../lib/api-paths';

// The dashboard menu's counts in one call: which entries show (Draft, A-Opinions, Ping) and their
// numbers (docs/spec/admin-side.md section 2). Site key first (400), then the owner's session (401, 403).
export default {
  routes: [
    {
      method: 'GET',
      path: API_PATHS.overview,
      handler: 'owner-overview.counts',
      config: { auth: false, policies: ['global::site-key', 'global::is-owner'] },
    },
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// The owner's Ping page (docs/spec/admin-side.md section 7, calls 12 and 13) at the spec's path (a trailing
// slash before `?` also works). Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.contact(), handler: 'ping.ownerList', config: config() },
    { method: 'DELETE', path: API_PATHS.contact(), handler: 'ping.ownerDelete', config: config() },
  ],
};

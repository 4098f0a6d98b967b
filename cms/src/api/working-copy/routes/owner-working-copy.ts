import { API_PATHS } from '../../../lib/api-paths';

// The Write page's copy on the server (ADR 39). No core routes: /api/working-copies stays 404.
// Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.workingCopy, handler: 'working-copy.ownerRead', config: config() },
    { method: 'PUT', path: API_PATHS.workingCopy, handler: 'working-copy.ownerSave', config: config() },
    { method: 'DELETE', path: API_PATHS.workingCopy, handler: 'working-copy.ownerRemove', config: config() },
  ],
};

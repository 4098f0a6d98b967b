import { API_PATHS } from '../../../lib/api-paths';

// The owner's Passwords page (docs/spec/admin-side.md section 7, calls 14 to 17) at the spec's path. No
// core routes: /api/vault-entries stays 404. Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['api::vault-entry.private-answer', 'global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.vault, handler: 'vault-entry.ownerList', config: config() },
    { method: 'POST', path: API_PATHS.vault, handler: 'vault-entry.ownerAdd', config: config() },
    { method: 'PUT', path: API_PATHS.vault, handler: 'vault-entry.ownerUpdate', config: config() },
    { method: 'DELETE', path: API_PATHS.vault, handler: 'vault-entry.ownerDelete', config: config() },
  ],
};

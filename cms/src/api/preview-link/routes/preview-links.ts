import { API_PATHS } from '../../../lib/api-paths';

// Preview links (ADR 40). The owner's: site key first (400), then the session (401, 403).
const owner = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.previewLinks, handler: 'preview-link.ownerList', config: owner() },
    { method: 'POST', path: API_PATHS.previewLinks, handler: 'preview-link.ownerCreate', config: owner() },
    { method: 'DELETE', path: API_PATHS.previewLinks, handler: 'preview-link.ownerRevoke', config: owner() },
    // Whoever holds the link; counted per client address like the other public lookups.
    {
      method: 'GET',
      path: API_PATHS.preview,
      handler: 'preview-link.open',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'preview-link', points: 120, duration: 600 } }] },
    },
  ],
};

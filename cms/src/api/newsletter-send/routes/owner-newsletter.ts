import { API_PATHS } from '../../../lib/api-paths';

// The owner's newsletter in the dashboard (ADR 37). No core routes: /api/newsletter-sends stays 404.
// Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.newsletterSends, handler: 'newsletter-send.ownerList', config: config() },
    { method: 'POST', path: API_PATHS.cancelNewsletterSend, handler: 'newsletter-send.ownerCancel', config: config() },
  ],
};

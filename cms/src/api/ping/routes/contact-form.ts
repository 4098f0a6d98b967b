import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's contact form, the Ping page (docs/spec/reader-side.md section 7, call 11) at the spec's path.
// Checks run in this order: site key, the fields, the human check (spends the token), then the address's limit.
export default {
  routes: [
    strapiRoute(API.pings.send, 'ping.send', {
      policies: ['api::ping.contact-input', 'global::human-check'],
      middlewares: rateLimit('contact', 5, 3600),
    }),
  ],
};

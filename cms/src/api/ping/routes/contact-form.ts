import { API_PATHS } from '../../../lib/api-paths';

// The reader's contact form, the Ping page (docs/spec/reader-side.md section 7, call 11) at the spec's path.
// Checks run in this order: site key, the fields, the human check (spends the token), then the address's limit.
export default {
  routes: [
    {
      method: 'POST',
      path: API_PATHS.contact(),
      handler: 'ping.send',
      config: {
        auth: false,
        policies: ['global::site-key', 'api::ping.contact-input', 'global::human-check'],
        middlewares: [{ name: 'global::rate-limit', config: { scope: 'contact', points: 5, duration: 3600 } }],
      },
    },
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// The reader's opinion form (docs/spec/reader-side.md section 7, call 10) at the spec's path. Checks run
// in this order: site key, the fields, the human check (spends the token), then the address's limit.
export default {
  routes: [
    {
      method: 'POST',
      path: API_PATHS.opinions(),
      handler: 'opinion.send',
      config: {
        auth: false,
        policies: ['global::site-key', 'api::opinion.opinion-input', 'global::human-check'],
        middlewares: [{ name: 'global::rate-limit', config: { scope: 'opinion', points: 10, duration: 3600 } }],
      },
    },
  ],
};

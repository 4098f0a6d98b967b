import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's opinion form (docs/spec/reader-side.md section 7, call 10) at the spec's path. Checks run
// in this order: site key, the fields, the human check (spends the token), then the address's limit.
export default {
  routes: [
    strapiRoute(API.opinions.send, 'opinion.send', {
      policies: ['api::opinion.opinion-input', 'global::human-check'],
      middlewares: rateLimit('opinion', 10, 3600),
    }),
  ],
};

import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's human check (docs/spec/reader-side.md sections 4, 5, 9; docs/design.md section 2): the server
// issues a challenge without flags, checks the picks, and answers a single-use token that the
// opinion and contact routes require. No core router: challenges have no public REST.
// Limits slow down a bot that guesses (a random pick passes about 1 time in 70).
export default {
  routes: [
    strapiRoute(API.humanCheck.challenge, 'human-check.challenge', { middlewares: rateLimit('human-check-issue', 60, 600) }),
    strapiRoute(API.humanCheck.verify, 'human-check.verify', { middlewares: rateLimit('human-check-verify', 30, 600) }),
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// The reader's human check (docs/spec/reader-side.md sections 4, 5, 9; docs/design.md section 2): the server
// issues a challenge without flags, checks the picks, and answers a single-use token that the
// opinion and contact routes require. No core router: challenges have no public REST.
export default {
  routes: [
    // Limits slow down a bot that guesses (a random pick passes about 1 time in 70).
    {
      method: 'GET',
      path: API_PATHS.humanCheck,
      handler: 'human-check.challenge',
      config: {
        auth: false,
        middlewares: [{ name: 'global::rate-limit', config: { scope: 'human-check-issue', points: 60, duration: 600 } }],
      },
    },
    {
      method: 'POST',
      path: API_PATHS.humanCheck,
      handler: 'human-check.verify',
      config: {
        auth: false,
        middlewares: [{ name: 'global::rate-limit', config: { scope: 'human-check-verify', points: 30, duration: 600 } }],
      },
    },
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// The reader's like/unlike block (docs/spec/reader-side.md section 7, calls 8 and 9).
// No core router: reactions (and the addresses in them) have no public REST.
// Only the writes are limited: a count is one indexed read, and limiting reads
// would write a row for every page view (the limiter's own bookkeeping).
export default {
  routes: [
    { method: 'GET', path: API_PATHS.like, handler: 'reaction.countLikes', config: { auth: false } },
    { method: 'GET', path: API_PATHS.unlike, handler: 'reaction.countUnlikes', config: { auth: false } },
    {
      method: 'POST',
      path: API_PATHS.like,
      handler: 'reaction.like',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction', points: 30, duration: 600 } }] },
    },
    {
      method: 'POST',
      path: API_PATHS.unlike,
      handler: 'reaction.unlike',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction', points: 30, duration: 600 } }] },
    },
  ],
};

import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's like/unlike block (docs/spec/reader-side.md section 7, calls 8 and 9).
// No core router: reactions (and the addresses in them) have no public REST.
// Only the writes are limited: a count is one indexed read, and limiting reads
// would write a row for every page view (the limiter's own bookkeeping).
const { likes, unlikes, like, unlike } = API.likes;

export default {
  routes: [
    strapiRoute(likes, 'reaction.countLikes'),
    strapiRoute(unlikes, 'reaction.countUnlikes'),
    strapiRoute(like, 'reaction.like', { middlewares: rateLimit('reaction', 30, 600) }),
    strapiRoute(unlike, 'reaction.unlike', { middlewares: rateLimit('reaction', 30, 600) }),
  ],
};

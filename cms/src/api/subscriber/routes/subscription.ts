import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The reader's e-mail list (docs/spec/reader-side.md section 7, calls 14 and 15), its confirmation (double opt-in), and the
// one-click unsubscribe of RFC 8058 that every newsletter's List-Unsubscribe header names.
// No core router: subscribers have no public REST.
const { subscribe, confirm, unsubscribe, unsubscribeOneClick } = API.subscription;

export default {
  routes: [
    strapiRoute(subscribe, 'subscriber.subscribe', { middlewares: rateLimit('subscribe', 10, 3600) }),
    strapiRoute(confirm, 'subscriber.confirm', { middlewares: rateLimit('confirm', 20, 3600) }),
    strapiRoute(unsubscribe, 'subscriber.unsubscribe', { middlewares: rateLimit('unsubscribe', 20, 3600) }),
    strapiRoute(unsubscribeOneClick, 'subscriber.unsubscribeOneClick', { middlewares: rateLimit('unsubscribe', 20, 3600) }),
  ],
};

import { API_PATHS } from '../../../lib/api-paths';

// The reader's e-mail list (docs/spec/reader-side.md section 7, calls 14 and 15), its confirmation (double opt-in), and the
// one-click unsubscribe of RFC 8058 that every newsletter's List-Unsubscribe header names.
// No core router: subscribers have no public REST.
export default {
  routes: [
    {
      method: 'POST',
      path: API_PATHS.subscribe,
      handler: 'subscriber.subscribe',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'subscribe', points: 10, duration: 3600 } }] },
    },
    {
      method: 'POST',
      path: API_PATHS.confirmSubscription,
      handler: 'subscriber.confirm',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'confirm', points: 20, duration: 3600 } }] },
    },
    {
      method: 'POST',
      path: API_PATHS.unsubscribe,
      handler: 'subscriber.unsubscribe',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'unsubscribe', points: 20, duration: 3600 } }] },
    },
    {
      method: 'POST',
      path: API_PATHS.unsubscribeOneClick,
      handler: 'subscriber.unsubscribeOneClick',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'unsubscribe', points: 20, duration: 3600 } }] },
    },
  ],
};

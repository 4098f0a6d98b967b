import { API_PATHS } from '../../../lib/api-paths';

// The visitor log (docs/spec/admin-side.md section 7, call 2). No core router: the log has no public REST.
export default {
  routes: [
    {
      method: 'POST',
      path: API_PATHS.visitor,
      handler: 'visitor.log',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'visitor', points: 30, duration: 600 } }] },
    },
  ],
};

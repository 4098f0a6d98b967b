import { API_PATHS } from '../../../lib/api-paths';

// The owner's sign-in and session (docs/spec/admin-side.md sections 2, 5 and 7; docs/design.md section 2).
// auth: false on every route: users-permissions never reads an Authorization header here;
// the session is the httpOnly cookie only.
export default {
  routes: [
    {
      method: 'GET',
      path: API_PATHS.signInQuestion,
      handler: 'owner-auth.question',
      config: {
        auth: false,
        middlewares: [{ name: 'global::rate-limit', config: { scope: 'sign-in-question', points: 30, duration: 600 } }],
      },
    },
    // {key} is the site key (SITE_KEY); any other is answered 404, exactly as a path without a route.
    // A route for the site key alone would not do: Strapi answers an unknown POST path 405, not 404.
    // Repeated failures lock out the address and the account (services/owner-auth.ts).
    { method: 'POST', path: API_PATHS.signIn, handler: 'owner-auth.signIn', config: { auth: false } },
    { method: 'GET', path: API_PATHS.session, handler: 'owner-auth.session', config: { auth: false } },
    { method: 'POST', path: API_PATHS.signOut, handler: 'owner-auth.signOut', config: { auth: false } },
  ],
};

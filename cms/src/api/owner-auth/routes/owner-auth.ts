import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// The owner's sign-in and session (docs/spec/admin-side.md sections 2, 5 and 7; docs/design.md section 2).
// auth: false on every route: users-permissions never reads an Authorization header here;
// the session is the httpOnly cookie only.
const { question, signIn, session, signOut } = API.session;

export default {
  routes: [
    strapiRoute(question, 'owner-auth.question', { middlewares: rateLimit('sign-in-question', 30, 600) }),
    // :key is the site key (SITE_KEY); any other is answered 404, exactly as a path without a route.
    // A route for the site key alone would not do: Strapi answers an unknown POST path 405, not 404.
    // Repeated failures lock out the address and the account (services/owner-auth.ts).
    strapiRoute(signIn, 'owner-auth.signIn'),
    strapiRoute(session, 'owner-auth.session'),
    strapiRoute(signOut, 'owner-auth.signOut'),
  ],
};

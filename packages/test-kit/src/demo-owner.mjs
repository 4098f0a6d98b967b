// The owner as the tests sign in: from the same environment the CMS creates the owner
// from (OWNER_*, SIGNIN_COLOURS, SIGNIN_ANSWERS), by default the demo's of `npm start`.
import { DEMO } from '../../../scripts/lib/env.mjs';

/** @typedef {{ username: string, email: string, password: string, colours: string, answers: string[] }} Owner */

/**
 * The owner of a site started with `env`; the answers in the order of the sign-in questions.
 * @param {Record<string, string>} env
 * @returns {Owner}
 */
export function ownerOf(env) {
  return {
    username: env.OWNER_USERNAME,
    email: env.OWNER_EMAIL,
    password: env.OWNER_PASSWORD,
    colours: env.SIGNIN_COLOURS,
    answers: env.SIGNIN_ANSWERS.split('|'),
  };
}

/** The demo site's values (scripts/lib/env.mjs), for tests of a site started with them. */
export { DEMO };

export const DEMO_OWNER = ownerOf(DEMO);

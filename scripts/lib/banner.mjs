// What `npm start` prints once both servers answer.
import { isDemo } from './env.mjs';

/**
 * The addresses, and in the demo the demo owner's sign-in data (its published values).
 * A real owner's password is never printed: a terminal's scrollback and logs outlive it.
 */
export function startBanner(env, seconds) {
  const owner = isDemo(env)
    ? `
  Demo owner (change these with OWNER_* before going public):
    Username:      ${env.OWNER_USERNAME}
    E-mail:        ${env.OWNER_EMAIL}
    Password:      ${env.OWNER_PASSWORD}
`
    : `
  Owner:           ${env.OWNER_USERNAME} (the password is the OWNER_PASSWORD you set)
`;
  return `
  The blog is up (${seconds} s).
    Site:          ${env.PUBLIC_URL}
    CMS:           http://localhost:${env.CMS_PORT}  (Strapi admin: http://localhost:${env.CMS_PORT}/admin)
    Data folder:   ${env.DATA_DIR}
${owner}
  Press Ctrl-C to stop.
`;
}

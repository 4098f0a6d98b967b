// What `npm start` prints once both servers answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, isDemo } from './env.mjs';

/** The sign-in's questions, in the order of SIGNIN_ANSWERS. */
const QUESTIONS = JSON.parse(readFileSync(path.join(ROOT, 'cms/src/lib/sign-in-questions.json'), 'utf8'));

/**
 * The addresses, and in the demo the demo owner's sign-in data (its published values).
 * A real owner's password is never printed: a terminal's scrollback and logs outlive it.
 */
export function startBanner(env, seconds) {
  const owner = isDemo(env)
    ? `
  Demo owner (change these with OWNER_* before going public):
    Sign in at     ${env.PUBLIC_URL}/sign-in: click the word "sign-in" in the title to open the form,
                   then tick the robot check and pick the pictures it names
    Username:      ${env.OWNER_USERNAME}
    E-mail:        ${env.OWNER_EMAIL}
    Password:      ${env.OWNER_PASSWORD}
    Colours:       ${env.SIGNIN_COLOURS}
    The question asked, and its answer:
${env.SIGNIN_ANSWERS.split('|')
  .map((answer, i) => `      ${QUESTIONS[i].padEnd(42)} ${answer}`)
  .join('\n')}
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

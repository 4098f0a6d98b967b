// Solving the human check as a test must: the right pictures are known only to the server,
// so a test reads them from the site's database and sends them as a person's picks would be.
import { expectOk } from './wire.mjs';

/** @typedef {import('./wire.mjs').WireClient} WireClient */

export const HUMAN_CHECK_PATH = '/api/human-check';

/** Where the site keeps a challenge's right pictures (`?`: the challenge). */
export const ANSWER_QUERY = 'SELECT answer FROM human_checks WHERE challenge = ?';

/**
 * A stored answer as picks: SQLite gives the JSON text, PostgreSQL and Strapi's query API the list.
 * @param {string | number[]} stored
 * @returns {number[]}
 */
export const picksOf = (stored) => (typeof stored === 'string' ? JSON.parse(stored) : stored);

/**
 * A solved human check's single-use token: a challenge asked, and its right pictures picked.
 * @param {WireClient} client
 * @param {(challenge: string) => number[] | Promise<number[]>} answerOf the right pictures, from the database
 * @returns {Promise<string>}
 */
export async function solveHumanCheck(client, answerOf) {
  const asked = expectOk(`GET ${HUMAN_CHECK_PATH}`, await client.get(HUMAN_CHECK_PATH));
  const { challenge } = asked.body.data;
  const verified = expectOk(
    `POST ${HUMAN_CHECK_PATH}`,
    await client.post(HUMAN_CHECK_PATH, { challenge, picks: await answerOf(challenge) }),
  );
  return verified.body.data.token;
}

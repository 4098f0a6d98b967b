// The one thing the kit asks of a test's HTTP client (supertest, Playwright's request,
// node:http): a GET and a JSON POST, each answering its status, headers, parsed body and text.

/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, body: any, text: string }} WireAnswer
 * @typedef {{ get: (path: string) => Promise<WireAnswer>, post: (path: string, body: unknown) => Promise<WireAnswer> }} WireClient
 */

/** A call the site refused: says which, and keeps the answer for callers that count refusals. */
export class WireError extends Error {
  /**
   * @param {string} call e.g. `GET /api/human-check`
   * @param {WireAnswer} answer
   */
  constructor(call, answer) {
    super(`${call} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    this.call = call;
    this.answer = answer;
  }
}

/**
 * The answer when it is a 200, else a WireError.
 * @param {string} call
 * @param {WireAnswer} answer
 */
export function expectOk(call, answer) {
  if (answer.status !== 200) throw new WireError(call, answer);
  return answer;
}

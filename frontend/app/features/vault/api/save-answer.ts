import type { ApiAnswer } from '~/lib/api-client';

/** A save's outcome for the page: success, or the server's error text to show. */
export type SaveResult = { ok: true } | { ok: false; message: string };

export const NO_ANSWER = 'The server could not be reached.';

export function saveResult(answer: ApiAnswer<unknown>, succeeded: boolean): SaveResult {
  if (succeeded) return { ok: true };
  return { ok: false, message: answer.message ?? (answer.status === 0 ? NO_ANSWER : `The save failed (${answer.status}).`) };
}

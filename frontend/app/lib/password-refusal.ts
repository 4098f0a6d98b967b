import type { ApiAnswer } from '~/lib/api-client';

/** A wrong edit or delete password: the spec has no words for it, and its catch-all ones would mislead (ADR 25). */
export const WRONG_PASSWORD = 'Wrong password...';

/** The spec's words for a signed-out owner (admin-side.md section 5, rule 8; Delete article). */
export const SIGNED_OUT = 'Authentication failed...';

/**
 * What the owner is told when a call that re-checks the password (article edit
 * and delete) is refused for a reason the spec's catch-all ('Connection Issue',
 * 'Failed to retrieve id...') would hide: the session is gone (401), the password
 * is wrong (403), or wrong passwords have locked it for a while (429, the
 * server's text with the wait). null: the call's own words apply.
 */
export function passwordRefusal(answer: ApiAnswer<unknown>): string | null {
  if (answer.status === 401) return SIGNED_OUT;
  if (answer.status === 403) return WRONG_PASSWORD;
  if (answer.status === 429 && answer.message) return answer.message;
  return null;
}

import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';

/** A draft's preview link as the owner's list shows it: never its token, which only its creation returns. */
export type PreviewLink = AnswerOf<typeof API.previewLinks.list>['data'][number];

/** A link just made: the one moment its token (and so its address) is known. */
export type NewPreviewLink = PreviewLink & { address: string };

/** Where a token opens its draft, on this site. */
export const previewAddress = (token: string, origin = window.location.origin) => `${origin}/preview/${token}`;

/** A link call's outcome: done, or the sentence the owner reads. */
export type LinkOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A refusal says why in the server's words (the draft is gone, a bad id, signed out); no answer is the connection. */
export function linkFailure(answer: { status: number; message: string | null }): LinkOutcome<never> {
  if (answer.status >= 400 && answer.status < 500 && answer.message) return { ok: false, message: answer.message };
  return { ok: false, message: 'The preview link could not be reached: check your connection and try again.' };
}

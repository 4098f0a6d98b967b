import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';

/** One new article's e-mail to the subscribers (ADR 37), as GET /api/newsletter/sends answers it. */
export type NewsletterSend = AnswerOf<typeof API.newsletter.sends>['data'][number];

/** A send as the page shows it: with how long a waiting one has left, reckoned when the list loaded. */
export type ShownSend = NewsletterSend & { leavesIn: string | null };

/** The page's texts. */
export const SEND_MESSAGES = {
  cancelFailed: 'The e-mail could not be cancelled. Please try again.',
  state: { waiting: 'Waiting', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' },
} as const;

/** "in 4 min", "in 1 h 5 min", or "now" for a time reached: how long until `iso` from `now`. */
export function timeUntil(iso: string, now: number): string {
  const minutes = Math.ceil((new Date(iso).getTime() - now) / 60_000);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `in ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

import * as z from 'zod/mini';
import { listPage } from '../answers';
import { route } from '../route';

/** One new article's e-mail to the subscribers, as the owner's Newsletter page reads it. */
const newsletterSend = z.object({
  id: z.string(),
  /** The article's id (it may have been deleted since). */
  article: z.string(),
  title: z.string(),
  /** waiting (Cancel is possible until dueAt), sending, sent, or cancelled. */
  state: z.enum(['waiting', 'sending', 'sent', 'cancelled']),
  dueAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** The first failures, each with the address while the reader is still subscribed. */
  failures: z.array(z.object({ subscriber: z.number(), email: z.nullable(z.string()), reason: z.string() })),
});

const owner = { access: 'owner', siteKey: true } as const;

/** The owner's newsletter (ADR 37): each new article's e-mail, and the Cancel of one still waiting. */
export const NEWSLETTER_ROUTES = {
  sends: route({ method: 'GET', path: '/newsletter/sends', ...owner, answer: listPage(newsletterSend) }),
  cancel: route({
    method: 'POST',
    path: '/newsletter/cancel',
    ...owner,
    answer: z.object({ data: z.object({ id: z.string(), state: z.literal('cancelled') }) }),
  }),
};

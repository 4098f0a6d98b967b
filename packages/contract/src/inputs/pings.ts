import { z } from 'zod';
import { MAX_EMAIL_LENGTH, isEmailAddress } from '@blog/rules/email';
import { type InputOf, input } from '../input';
import { PING_ROUTES } from '../routes/pings';
import { formBody, formHoneypot, ownerPageQuery, referenceQuery, requiredText } from './fields';

/** The contact form (docs/spec/reader-side.md section 7, call 11): its `detail` is the message. */
const contactBody = formBody({
  name: requiredText(100),
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
    .toLowerCase()
    // The same rule as the subscription's and the likes' (ADR 28).
    .refine(isEmailAddress, 'must be a valid e-mail address'),
  country: requiredText(100),
  detail: requiredText(5000, { lines: true }),
  website: formHoneypot,
}).transform(({ name, email, country, detail, website }) => ({ name, email, country, message: detail, trapped: website }));

export const PING_INPUTS = {
  send: input(PING_ROUTES.send, { body: contactBody }),
  list: input(PING_ROUTES.list, { query: ownerPageQuery }),
  remove: input(PING_ROUTES.remove, { query: referenceQuery('message', 'pingId') }),
};

/** A reader's contact message as received. */
export type ReceivedPing = InputOf<typeof PING_INPUTS.send>;

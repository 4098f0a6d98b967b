import { z } from 'zod';
import { input } from '../input';
import { SUBSCRIPTION_ROUTES } from '../routes/subscription';
import { honeypot, jsonBody, readerEmail } from './fields';

/** The code of an unsubscribe link (/email-unsubscribe/{code}). */
const unsubscribeCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (the code from the unsubscribe link)' : 'must be one code') })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the code from the unsubscribe link');

const confirmCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (the code from the confirmation link)' : 'must be one code') })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code from the confirmation link');

/** The spec's `id` of each call is a link's code. */
export const SUBSCRIPTION_INPUTS = {
  // Any valid address, not only the spec's '.com' ones (ADR 28).
  subscribe: input(SUBSCRIPTION_ROUTES.subscribe, {
    body: jsonBody({ email: readerEmail, website: honeypot }).transform(({ email, website }) => ({ email, trapped: website })),
  }),
  confirm: input(SUBSCRIPTION_ROUTES.confirm, { body: jsonBody({ id: confirmCode }).transform(({ id }) => ({ code: id })) }),
  unsubscribe: input(SUBSCRIPTION_ROUTES.unsubscribe, {
    body: jsonBody({ email: readerEmail, id: unsubscribeCode }).transform(({ email, id }) => ({ email, code: id })),
  }),
  unsubscribeOneClick: input(SUBSCRIPTION_ROUTES.unsubscribeOneClick, {
    query: z.object({ id: unsubscribeCode }).transform(({ id }) => ({ code: id })),
  }),
};

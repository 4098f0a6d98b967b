import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { parseInput } from '../../../lib/validate';
import { honeypot, jsonBody, readerEmail, unsubscribeCode } from '../../../lib/reaction-subscription-input';
import { serviceOf } from '../../../lib/services';

const UID = 'api::subscriber.subscriber';

// Any valid address, not only the spec's '.com' ones (ADR 28).
const subscribeBody = jsonBody({ email: readerEmail, website: honeypot });

const unsubscribeBody = jsonBody({ email: readerEmail, id: unsubscribeCode });

const oneClickQuery = z.object({ id: unsubscribeCode });

const confirmBody = jsonBody({
  id: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the code from the confirmation link)' : 'must be one code') })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code from the confirmation link'),
});

const UNSUBSCRIBED = { message: 'Unsubscribed successfully!' };

export default factories.createCoreController(UID, ({ strapi }) => ({
  // The same answer for a new, pending or confirmed address: it never tells who is subscribed.
  async subscribe(ctx) {
    const { email, website } = parseInput(subscribeBody, ctx.request.body ?? {});
    if (!website) await serviceOf(strapi, UID).subscribe(email);
    ctx.status = 201;
    ctx.body = { message: 'Registered' };
  },

  // What the page of the confirmation link posts (its button: a link prefetched by a mail scanner confirms nothing).
  async confirm(ctx) {
    const { id } = parseInput(confirmBody, ctx.request.body ?? {});
    if (!(await serviceOf(strapi, UID).confirm(id))) {
      return ctx.notFound('This confirmation link is unknown, expired or was already used.');
    }
    ctx.body = { message: 'Subscription confirmed!' };
  },

  async unsubscribe(ctx) {
    const { email, id } = parseInput(unsubscribeBody, ctx.request.body ?? {});
    if (!(await serviceOf(strapi, UID).unsubscribe(id, email))) {
      return ctx.notFound('This link does not match that e-mail address.');
    }
    ctx.body = UNSUBSCRIBED;
  },

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`; the link's code is the only proof needed.
  async unsubscribeOneClick(ctx) {
    const { id } = parseInput(oneClickQuery, ctx.query);
    if (!(await serviceOf(strapi, UID).unsubscribe(id))) {
      return ctx.notFound('This unsubscribe link is unknown or was already used.');
    }
    ctx.body = UNSUBSCRIBED;
  },
}));

import { factories } from '@strapi/strapi';
import { SUBSCRIPTION_INPUTS } from '@blog/contract/inputs/subscription';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::subscriber.subscriber';

const UNSUBSCRIBED = { message: 'Unsubscribed successfully!' };

export default factories.createCoreController(UID, ({ strapi }) => ({
  // The same answer for a new, pending or confirmed address: it never tells who is subscribed.
  async subscribe(ctx) {
    const { email, trapped } = readInput(SUBSCRIPTION_INPUTS.subscribe, ctx);
    if (!trapped) await serviceOf(strapi, UID).subscribe(email);
    ctx.status = 201;
    ctx.body = { message: 'Registered' };
  },

  // What the page of the confirmation link posts (its button: a link prefetched by a mail scanner confirms nothing).
  async confirm(ctx) {
    const { code } = readInput(SUBSCRIPTION_INPUTS.confirm, ctx);
    if (!(await serviceOf(strapi, UID).confirm(code))) {
      return ctx.notFound('This confirmation link is unknown, expired or was already used.');
    }
    ctx.body = { message: 'Subscription confirmed!' };
  },

  async unsubscribe(ctx) {
    const { email, code } = readInput(SUBSCRIPTION_INPUTS.unsubscribe, ctx);
    if (!(await serviceOf(strapi, UID).unsubscribe(code, email))) {
      return ctx.notFound('This link does not match that e-mail address.');
    }
    ctx.body = UNSUBSCRIBED;
  },

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`; the link's code is the only proof needed.
  async unsubscribeOneClick(ctx) {
    const { code } = readInput(SUBSCRIPTION_INPUTS.unsubscribeOneClick, ctx);
    if (!(await serviceOf(strapi, UID).unsubscribe(code))) {
      return ctx.notFound('This unsubscribe link is unknown or was already used.');
    }
    ctx.body = UNSUBSCRIBED;
  },
}));

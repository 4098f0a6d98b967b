import { factories } from '@strapi/strapi';
import { NEWSLETTER_INPUTS } from '@blog/contract/inputs/newsletter';
import { serviceOf } from '../../../lib/services';
import { readInput } from '../../../lib/validate';

const UID = 'api::newsletter-send.newsletter-send';

// Every answer is the owner's, for one browser, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Each new article's e-mail, the latest first: waiting (with when it leaves), sent (with its counts and failures), cancelled. */
  async ownerList(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await serviceOf(strapi, UID).listForOwner(readInput(NEWSLETTER_INPUTS.sends, ctx));
  },

  /** Cancels an e-mail that has not left yet. */
  async ownerCancel(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { sendId } = readInput(NEWSLETTER_INPUTS.cancel, ctx);
    const outcome = await serviceOf(strapi, UID).cancel(sendId);
    if (outcome === 'missing') return ctx.notFound('No newsletter send has this id.');
    if (outcome === 'gone') return ctx.conflict('This e-mail has already left or was cancelled: there is nothing to cancel.');
    ctx.body = { data: { id: sendId, state: 'cancelled' } };
  },
}));

import { factories } from '@strapi/strapi';
import { QUOTE_INPUTS } from '@blog/contract/inputs/quotes';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::quote.quote';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async random(ctx) {
    const { pick } = readInput(QUOTE_INPUTS.random, ctx);
    const quote = await serviceOf(strapi, UID).random(pick);
    if (!quote) return ctx.notFound('No quotes yet.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = quote;
  },
}));

import { factories } from '@strapi/strapi';

const UID = 'api::quote.quote';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async random(ctx) {
    const quote = await strapi.service(UID).random();
    if (!quote) return ctx.notFound('No quotes yet.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = quote;
  },
}));

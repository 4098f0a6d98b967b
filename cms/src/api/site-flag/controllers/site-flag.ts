import { factories } from '@strapi/strapi';

const UID = 'api::site-flag.site-flag';

// Readers must see a switch the moment the owner flips it: never cached.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async block(ctx) {
    const { block } = await strapi.service(UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },

  async monitor(ctx) {
    const { monitor } = await strapi.service(UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { monitor } };
  },
}));

import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async counts(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await strapi.service('api::owner-overview.owner-overview').counts() };
  },
});

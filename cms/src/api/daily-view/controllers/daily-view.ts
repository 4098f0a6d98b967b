import { factories } from '@strapi/strapi';

const UID = 'api::daily-view.daily-view';

// The old client sent day and count; the server picks the day and counts (DESIGN.md section 2), so the body is never read.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async countView(ctx) {
    ctx.body = { data: await strapi.service(UID).countView() };
  },
}));

import { factories } from '@strapi/strapi';
import { serviceOf } from '../../../lib/services';

const UID = 'api::daily-view.daily-view';

export default factories.createCoreController(UID, ({ strapi }) => ({
  // The old client sent day and count; the server picks the day and counts (docs/design.md section 2), so the body is never read.
  async countView(ctx) {
    ctx.body = { data: await serviceOf(strapi, UID).countView(ctx.request.ip) };
  },

  /** Owner only: the Statistics page's numbers (docs/spec/admin-side.md section 2). */
  async statistics(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await serviceOf(strapi, UID).statistics() };
  },
}));

import { factories } from '@strapi/strapi';
import { isOwnerRequest } from '../../../lib/owner-request';
import { serviceOf } from '../../../lib/services';

const UID = 'api::daily-view.daily-view';

export default factories.createCoreController(UID, ({ strapi }) => ({
  // The old client sent day and count; the server picks the day and counts (docs/design.md section 2), so the body is never read.
  async countView(ctx) {
    const views = serviceOf(strapi, UID);
    // The owner's own views are not the readers': answered as usual, not counted.
    ctx.body = { data: (await isOwnerRequest(strapi, ctx)) ? await views.today() : await views.countView(ctx.request.ip) };
  },

  /** Owner only: the Statistics page's numbers (docs/spec/admin-side.md section 2). */
  async statistics(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await serviceOf(strapi, UID).statistics() };
  },
}));

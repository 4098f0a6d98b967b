import { factories } from '@strapi/strapi';
import { serviceOf } from '../../../lib/services';

const UID = 'api::site-counter.site-counter';

// The old client sent its own count; the server counts (docs/design.md section 2), so the body is never read.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async countVisit(ctx) {
    const count = await serviceOf(strapi, UID).countVisit(ctx.request.ip);
    ctx.body = { data: { count } };
  },
}));

import { factories } from '@strapi/strapi';
import { isOwnerRequest } from '../../../lib/owner-request';
import { serviceOf } from '../../../lib/services';

const UID = 'api::site-counter.site-counter';

// The old client sent its own count; the server counts (docs/design.md section 2), so the body is never read.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async countVisit(ctx) {
    const counter = serviceOf(strapi, UID);
    // The owner's own visits are not the readers': answered as usual, not counted.
    const count = (await isOwnerRequest(strapi, ctx)) ? await counter.total() : await counter.countVisit(ctx.request.ip);
    ctx.body = { data: { count } };
  },
}));

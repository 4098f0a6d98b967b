import { factories } from '@strapi/strapi';
import { serviceOf } from '../../../lib/services';

const UID = 'api::visitor.visitor';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * The spec's call 2, made after each failed sign-in. The old client looked
   * up its own IP and sent it; a client can claim any address, so the body
   * is ignored and the request's own address is recorded.
   */
  async log(ctx) {
    await serviceOf(strapi, UID).record(ctx.request.ip, 'sign-in failure');
    ctx.status = 201;
    ctx.body = { data: { logged: true } };
  },
}));

import { factories } from '@strapi/strapi';
import { PING_INPUTS } from '@blog/contract/inputs/pings';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::ping.ping';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async send(ctx) {
    const input = readInput(PING_INPUTS.send, ctx);
    await serviceOf(strapi, UID).receive(input);
    // The old client treats 201 as success and anything else as failure.
    ctx.status = 201;
    ctx.body = 201;
  },

  /** Owner only: the Ping page's list (docs/spec/admin-side.md section 7, call 12), values base64 as the spec's wire form. */
  async ownerList(ctx) {
    const { page, pageSize } = readInput(PING_INPUTS.list, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await serviceOf(strapi, UID).listForOwner({ page, pageSize });
  },

  /** Owner only: deletes one contact message (call 13): 204, no body. */
  async ownerDelete(ctx) {
    const { pingId } = readInput(PING_INPUTS.remove, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    if (!(await serviceOf(strapi, UID).removeForOwner(pingId))) return ctx.notFound('No message has this id.');
    ctx.status = 204;
  },
}));

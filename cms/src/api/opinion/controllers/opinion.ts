import { factories } from '@strapi/strapi';
import { OPINION_INPUTS } from '@blog/contract/inputs/opinions';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::opinion.opinion';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async send(ctx) {
    const input = readInput(OPINION_INPUTS.send, ctx);
    await serviceOf(strapi, UID).receive(input);
    // The old client checks `response.data === 201`: the body is the number itself.
    ctx.status = 201;
    ctx.body = 201;
  },

  /** Owner only: the Opinions page's list (docs/spec/admin-side.md section 7, call 10; `?reference=abc` is ignored). */
  async ownerList(ctx) {
    const { page, pageSize } = readInput(OPINION_INPUTS.list, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await serviceOf(strapi, UID).listForOwner({ page, pageSize });
  },

  /** Owner only: deletes one opinion (call 11). */
  async ownerDelete(ctx) {
    const { opinionId } = readInput(OPINION_INPUTS.remove, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    if (!(await serviceOf(strapi, UID).removeForOwner(opinionId))) return ctx.notFound('No opinion has this id.');
    ctx.body = { data: { deleted: opinionId } };
  },
}));

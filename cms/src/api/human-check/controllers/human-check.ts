import { factories } from '@strapi/strapi';
import { HUMAN_CHECK_INPUTS } from '@blog/contract/inputs/human-check';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::human-check.human-check';

// Answers are never cached: each challenge and token is for one reader, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async challenge(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const challenge = await serviceOf(strapi, UID).issue();
    if (!challenge) return ctx.notFound('human check: there are no captcha sets yet');
    ctx.body = { data: challenge };
  },

  async verify(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const { challenge, picks } = readInput(HUMAN_CHECK_INPUTS.verify, ctx);
    ctx.body = { data: await serviceOf(strapi, UID).verify(challenge, picks) };
  },
}));

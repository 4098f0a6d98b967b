import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { jsonBody } from '../../../lib/reaction-subscription-input';
import { parseInput } from '../../../lib/validate';

const UID = 'api::site-flag.site-flag';

const blockBody = jsonBody({
  r: z.enum(['green', 'red'], { error: (issue) => (issue.input === undefined ? 'is required (green or red)' : 'must be green or red') }),
});

// Readers must see a switch the moment the owner flips it: never cached.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async block(ctx) {
    const { block } = await strapi.service(UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },

  async monitor(ctx) {
    const { monitor } = await strapi.service(UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { monitor } };
  },

  async setBlock(ctx) {
    const { r } = parseInput(blockBody, ctx.request.body);
    const { block } = await strapi.service(UID).setBlock(r === 'red' ? 'global' : 'none');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },
}));

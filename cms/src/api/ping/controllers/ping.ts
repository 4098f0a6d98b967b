import { factories } from '@strapi/strapi';
import { contactFields, contactInput } from '../../../lib/opinion-contact-input';
import { parseInput } from '../../../lib/validate';

const UID = 'api::ping.ping';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async send(ctx) {
    const input = parseInput(contactInput, contactFields(ctx.request));
    await strapi.service(UID).receive(input);
    // The old client treats 201 as success and anything else as failure.
    ctx.status = 201;
    ctx.body = 201;
  },
}));

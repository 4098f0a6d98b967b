import { factories } from '@strapi/strapi';
import { opinionFields, opinionInput } from '../../../lib/opinion-contact-input';
import { parseInput } from '../../../lib/validate';

const UID = 'api::opinion.opinion';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async send(ctx) {
    const input = parseInput(opinionInput, opinionFields(ctx.request));
    await strapi.service(UID).receive(input);
    // The old client checks `response.data === 201`: the body is the number itself.
    ctx.status = 201;
    ctx.body = 201;
  },
}));

import type { Core } from '@strapi/strapi';
import { serviceOf } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    async counts(ctx) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await serviceOf(strapi, 'api::owner-overview.owner-overview').counts() };
    },
  }) satisfies Core.Controller;

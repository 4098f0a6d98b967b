import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { opinionFields, opinionInput } from '../../../lib/opinion-contact-input';
import { parseInput } from '../../../lib/validate';

const UID = 'api::opinion.opinion';

/** `?page=&pageSize=` of the owner's lists (opinions and pings). Other query values (`id`, `reference`) are not paging. */
export const ownerPageQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100000, 'is too large').default(1),
  pageSize: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be at most 100').default(50),
});

/** `?reference={documentId}` of an owner's delete: Strapi's document ids are short runs of letters and digits. */
export const documentIdQuery = (what: string) =>
  z.object({
    reference: z
      .string({ error: (issue) => (issue.input === undefined ? `is required (?reference={${what} id})` : `must be one ${what} id`) })
      .min(1, `is required (?reference={${what} id})`)
      .regex(/^[A-Za-z0-9]{1,64}$/, `must be ${what === 'opinion' ? 'an' : 'a'} ${what} id`),
  });

const opinionReference = documentIdQuery('opinion');

export default factories.createCoreController(UID, ({ strapi }) => ({
  async send(ctx) {
    const input = parseInput(opinionInput, opinionFields(ctx.request));
    await strapi.service(UID).receive(input);
    // The old client checks `response.data === 201`: the body is the number itself.
    ctx.status = 201;
    ctx.body = 201;
  },

  /** Owner only: the Opinions page's list (admin-side.md section 7, call 10; `?reference=abc` is ignored). */
  async ownerList(ctx) {
    const { page, pageSize } = parseInput(ownerPageQuery, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await strapi.service(UID).listForOwner({ page, pageSize });
  },

  /** Owner only: deletes one opinion (call 11). */
  async ownerDelete(ctx) {
    const { reference } = parseInput(opinionReference, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    if (!(await strapi.service(UID).removeForOwner(reference))) return ctx.notFound('No opinion has this id.');
    ctx.body = { data: { deleted: reference } };
  },
}));

import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { parseInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::quote.quote';

// `pick` names the quote a caller wants (the web server no longer asks: its landing picks in the page, ADR 56).
const randomQuery = z.object({
  pick: z
    .string({ error: 'must be a whole number from 0' })
    .regex(/^\d{1,10}$/, 'must be a whole number from 0')
    .transform(Number)
    .refine((pick) => pick <= 2 ** 31, 'must be at most 2147483648')
    .optional(),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  async random(ctx) {
    const { pick } = parseInput(randomQuery, { pick: ctx.query.pick });
    const quote = await serviceOf(strapi, UID).random(pick);
    if (!quote) return ctx.notFound('No quotes yet.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = quote;
  },
}));

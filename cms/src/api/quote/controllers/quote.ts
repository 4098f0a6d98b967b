import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { parseInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::quote.quote';

// The web server's page cache keeps one landing page per quote: it names the quote it wants.
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

import { z } from 'zod';
import { input } from '../input';
import { QUOTE_ROUTES } from '../routes/quotes';

export const QUOTE_INPUTS = {
  // `pick` names the quote a caller wants (the web server no longer asks: its landing picks in the page, ADR 56).
  random: input(QUOTE_ROUTES.random, {
    query: z.object({
      pick: z
        .string({ error: 'must be a whole number from 0' })
        .regex(/^\d{1,10}$/, 'must be a whole number from 0')
        .transform(Number)
        .refine((pick) => pick <= 2 ** 31, 'must be at most 2147483648')
        .optional(),
    }),
  }),
};

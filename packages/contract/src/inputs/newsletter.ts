import { z } from 'zod';
import { input } from '../input';
import { NEWSLETTER_ROUTES } from '../routes/newsletter';
import { pagingFields, referenceQuery } from './fields';

export const NEWSLETTER_INPUTS = {
  sends: input(NEWSLETTER_ROUTES.sends, { query: z.object(pagingFields(20)) }),
  cancel: input(NEWSLETTER_ROUTES.cancel, { query: referenceQuery('newsletter send', 'sendId') }),
};

import { z } from 'zod';
import { type InputOf, input } from '../input';
import { OPINION_ROUTES } from '../routes/opinions';
import { formBody, formHoneypot, ownerPageQuery, referenceQuery, requiredText } from './fields';

/** The opinion form (docs/spec/reader-side.md section 5, call 10). */
const opinionBody = formBody({
  reader: requiredText(100),
  country: requiredText(100),
  opinion: requiredText(5000, { lines: true }),
  website: formHoneypot,
}).transform(({ website, ...opinion }) => ({ ...opinion, trapped: website }));

/** The article the opinion is about, by its path. */
const articleQuery = z.object({
  reference: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (?reference={article path})' : 'must be one path') })
    .max(300, 'must be at most 300 characters')
    .regex(/^\/[^\s?#\u0000]*$/, 'must be a path starting with /')
    // `//host` and `/\host` are other sites to a browser, not paths of this one.
    .refine((path) => !path.startsWith('//') && !path.includes('\\'), 'must be a path of this site'),
});

export const OPINION_INPUTS = {
  // The fields first, then the path: a form with both wrong names its first field.
  send: input(OPINION_ROUTES.send, { body: opinionBody, query: articleQuery }),
  list: input(OPINION_ROUTES.list, { query: ownerPageQuery }),
  remove: input(OPINION_ROUTES.remove, { query: referenceQuery('opinion', 'opinionId') }),
};

/** A reader's opinion as received. */
export type ReceivedOpinion = InputOf<typeof OPINION_INPUTS.send>;

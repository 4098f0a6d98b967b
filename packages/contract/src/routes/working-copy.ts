import * as z from 'zod/mini';
import { category } from '../answers/article';
import { route } from '../route';

/** The Write page's fields as a copy holds them, in its own words (the body as HTML); never the edit password. */
const copyFields = z.object({
  category: z.nullable(category),
  title: z.string(),
  pictureLine: z.string(),
  body: z.string(),
  sourceBox: z.string(),
  author: z.string(),
  reference: z.string(),
});

/** A save's outcome: the copy's new revision and when it was saved. */
const savedCopy = z.object({ reference: z.string(), revision: z.number(), savedAt: z.string() });

const owner = { access: 'owner', siteKey: true } as const;

/** The Write page's copy on the server (ADR 39). */
export const WORKING_COPY_ROUTES = {
  /** The copy of one piece of work, or `data: null`. */
  read: route({
    method: 'GET',
    path: '/working-copy',
    ...owner,
    answer: z.object({ data: z.nullable(z.extend(savedCopy, { fields: copyFields })) }),
  }),
  save: route({ method: 'PUT', path: '/working-copy', ...owner, answer: z.object({ data: savedCopy }) }),
  /** `deleted`: false when there was none, or a newer one stays. */
  drop: route({ method: 'DELETE', path: '/working-copy', ...owner, answer: z.object({ data: z.object({ deleted: z.boolean() }) }) }),
};

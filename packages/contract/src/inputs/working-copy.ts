import { z } from 'zod';
import { CATEGORIES } from '@blog/rules/category';
import { input } from '../input';
import { WORKING_COPY_ROUTES } from '../routes/working-copy';
import { MAX_BODY_BYTES } from './article-fields';
import { NO_NUL, NO_NUL_MESSAGE } from './fields';

/**
 * The owner's working copies (ADR 39): what the Write page holds, in its own words. A copy
 * is unfinished work, so none of the editor's rules apply, only types and sizes. The spec's
 * `reference` is the work a copy belongs to.
 */

/** The work a copy belongs to: an article's id, or the `new-…` key the editor made for a new piece. */
const WORK = /^(?:[A-Za-z0-9]{1,64}|new-[A-Za-z0-9-]{8,60})$/;
const NEW_WORK = 'new-';
export const isNewWork = (work: string) => work.startsWith(NEW_WORK);

const work = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (an article id or a new-… key)' : 'must be text') })
  .regex(WORK, 'must be an article id or a new-… key');

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).regex(NO_NUL, NO_NUL_MESSAGE);

const workingCopyFields = z.object(
  {
    category: z.enum(CATEGORIES, { error: 'must be Health, Coding or null' }).nullable(),
    title: text(1000),
    pictureLine: text(2400),
    // The body as HTML, as long as an article's may be.
    body: text(MAX_BODY_BYTES),
    sourceBox: text(110_000),
    author: text(1000),
    reference: text(1000),
  },
  { error: 'must be a JSON object of the Write page’s fields' },
);
export type WorkingCopyFields = z.output<typeof workingCopyFields>;

const revision = (what: string) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, `must be 0 or more (${what})`)
    .max(1_000_000_000, 'is too large');

export const WORKING_COPY_INPUTS = {
  /** One piece of work, or `new` for the newest copy of new work. */
  read: input(WORKING_COPY_ROUTES.read, {
    query: z
      .object({ reference: z.union([z.literal('new'), work], { error: 'must be an article id, a new-… key or new' }) })
      .transform(({ reference }) => ({ work: reference })),
  }),
  /** The revision this save replaces (0: there is none yet) and every field. */
  save: input(WORKING_COPY_ROUTES.save, {
    body: z
      .object(
        { reference: work, revision: revision('the copy this save replaces; 0 when there is none'), fields: workingCopyFields },
        { error: 'must be a JSON object' },
      )
      .transform(({ reference, revision, fields }) => ({ work: reference, revision, fields })),
  }),
  /** `?reference=&revision=`: the copy goes only if it is that revision or older. */
  drop: input(WORKING_COPY_ROUTES.drop, {
    query: z
      .object({ reference: work, revision: revision('the newest revision this browser saw') })
      .transform(({ reference, revision }) => ({ work: reference, revision })),
  }),
};

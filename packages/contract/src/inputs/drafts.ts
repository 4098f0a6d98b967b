import { z } from 'zod';
import { input } from '../input';
import { DRAFT_ROUTES } from '../routes/drafts';
import { articleBody, articleFields, documentId, emailSubscribers, writeBody } from './article-fields';
import { ownerPageQuery, referenceQuery } from './fields';

const draftQuery = referenceQuery('draft', 'draftId');

/** The Draft page's edit: `{ editDraft: { id, ...fields } }`. */
const editBody = writeBody({ editDraft: writeBody({ ...articleFields, id: documentId('draft') }) }).transform(
  ({ editDraft: { id, ...fields } }) => ({ ...fields, draftId: id }),
);

/** When to publish, with its zone, and 'E-mail to subscribers'. */
const scheduleBody = writeBody({
  publishAt: z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined
          ? 'is required (the publish time, e.g. 2026-12-01T09:00:00Z)'
          : 'must be a date and time with its zone, e.g. 2026-12-01T09:00:00Z',
    })
    .transform((time) => new Date(time)),
  emailSubscribers,
});

// A draft's `?reference=` is checked before its body.
export const DRAFT_INPUTS = {
  list: input(DRAFT_ROUTES.list, { query: ownerPageQuery }),
  create: input(DRAFT_ROUTES.create, { body: articleBody }),
  update: input(DRAFT_ROUTES.update, { body: editBody }),
  /** `{ arg: <draft id> }`. */
  remove: input(DRAFT_ROUTES.remove, { body: writeBody({ arg: documentId('draft') }).transform(({ arg }) => ({ draftId: arg })) }),
  /** `{ emailSubscribers }`, or no body. */
  publish: input(DRAFT_ROUTES.publish, { query: draftQuery, body: writeBody({ emailSubscribers }) }),
  schedule: input(DRAFT_ROUTES.schedule, { query: draftQuery, body: scheduleBody }),
  unschedule: input(DRAFT_ROUTES.unschedule, { query: draftQuery }),
};

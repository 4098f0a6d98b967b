import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DRAFT_INPUTS } from '@blog/contract/inputs/drafts';
import { articleDataOf, titleProblem } from '../../../lib/article-data';
import { readInput } from '../../../lib/validate';
import { HREF_TAKEN } from '../../article/services/article';
import { serviceOf } from '../../../lib/services';

const UID = 'api::draft.draft';

const NOT_FOUND = 'No draft has this id.';
const PAST = 'The publish time has passed: choose a time in the future.';
const PUBLISHING_NOW = 'This draft is being published right now.';
/** The Draft page's rule for an edit (docs/spec/admin-side.md section 5, "Draft edit"). */
const REFERENCE_NOT_TRUE = 'Reference have to not false...';

/** A draft needs only a title; every field's type and length is checked all the same. */
function requireTitle(headingSave: string) {
  const problem = titleProblem(headingSave);
  if (problem) throw new errors.ValidationError(problem);
}

// Every answer is the owner's, for one browser, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The Draft page's list (call 7; `?reference=abc` is ignored). */
  async ownerList(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { page, pageSize } = readInput(DRAFT_INPUTS.list, ctx);
    ctx.body = await serviceOf(strapi, UID).listForOwner({ page, pageSize });
  },

  /** Save as Draft (call 6): the old client checks that the answer is the number 201. */
  async ownerCreate(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const input = readInput(DRAFT_INPUTS.create, ctx);
    requireTitle(input.headingSave);
    await serviceOf(strapi, UID).createForOwner(articleDataOf(input));
    ctx.status = 201;
    ctx.body = 201;
  },

  /** The Draft page's edit (call 8): the answer is the draft's id, as a JSON string. */
  async ownerUpdate(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId, reference, ...fields } = readInput(DRAFT_INPUTS.update, ctx);
    if (reference.trim() !== 'true') throw new errors.ValidationError(REFERENCE_NOT_TRUE);
    requireTitle(fields.headingSave);
    if (!(await serviceOf(strapi, UID).updateForOwner(draftId, articleDataOf(fields)))) return ctx.notFound(NOT_FOUND);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(draftId);
  },

  /** Deletes one draft (call 9). */
  async ownerDelete(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId } = readInput(DRAFT_INPUTS.remove, ctx);
    if (!(await serviceOf(strapi, UID).removeForOwner(draftId))) return ctx.notFound(NOT_FOUND);
    ctx.body = { data: { deleted: draftId } };
  },

  /** The Draft page's Publish: the article is made and the draft removed, both or neither. */
  async ownerPublish(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId, emailSubscribers } = readInput(DRAFT_INPUTS.publish, ctx);
    const result = await serviceOf(strapi, UID).publish(draftId, emailSubscribers);
    if (result.outcome === 'not-found') return ctx.notFound(NOT_FOUND);
    if (result.outcome === 'invalid') throw new errors.ValidationError(result.message);
    if (result.outcome === 'href-taken') return ctx.conflict(HREF_TAKEN);
    ctx.status = 201;
    ctx.body = { data: { _id: result.documentId, href: result.href } };
  },

  /** A draft's publish time, new or changed (ADR 37): it is published then, once, with the e-mail chosen. */
  async ownerSchedule(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId, publishAt, emailSubscribers } = readInput(DRAFT_INPUTS.schedule, ctx);
    const result = await serviceOf(strapi, UID).schedule(draftId, publishAt, emailSubscribers);
    if (result.outcome === 'not-found') return ctx.notFound(NOT_FOUND);
    if (result.outcome === 'past') throw new errors.ValidationError(PAST);
    if (result.outcome === 'invalid') throw new errors.ValidationError(result.message);
    if (result.outcome === 'busy') return ctx.conflict(PUBLISHING_NOW);
    if (result.outcome !== 'scheduled') throw new Error(`Unexpected schedule outcome ${result.outcome}`);
    ctx.body = { data: { _id: draftId, publishAt: result.publishAt, emailSubscribers: result.emailSubscribers } };
  },

  /** Clears a draft's publish time: it stays a draft. */
  async ownerUnschedule(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId } = readInput(DRAFT_INPUTS.unschedule, ctx);
    const result = await serviceOf(strapi, UID).unschedule(draftId);
    if (result.outcome === 'not-found') return ctx.notFound(NOT_FOUND);
    if (result.outcome === 'busy') return ctx.conflict(PUBLISHING_NOW);
    ctx.body = { data: { _id: draftId, publishAt: null } };
  },
}));

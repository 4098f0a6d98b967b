import { factories } from '@strapi/strapi';
import { WORKING_COPY_INPUTS } from '@blog/contract/inputs/working-copy';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::working-copy.working-copy';
const NEWER_COPY = 'A newer copy of this work was saved in another browser.';
const NO_ARTICLE = 'No article has this id.';

// Every answer is the owner's, for one browser, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The copy of one piece of work (`new`: the newest copy of new work), or `data: null`. */
  async ownerRead(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { work } = readInput(WORKING_COPY_INPUTS.read, ctx);
    const copies = serviceOf(strapi, UID);
    ctx.body = { data: work === 'new' ? await copies.newestNewWork() : await copies.read(work) };
  },

  /** Saves over the revision the browser last saw; 409 when another browser saved since. */
  async ownerSave(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { work, revision, fields } = readInput(WORKING_COPY_INPUTS.save, ctx);
    const result = await serviceOf(strapi, UID).save(work, revision, fields);
    if (result.outcome === 'no-article') return ctx.notFound(NO_ARTICLE);
    if (result.outcome === 'stale') return ctx.conflict(NEWER_COPY);
    ctx.body = { data: { reference: work, revision: result.revision, savedAt: result.savedAt } };
  },

  /** After Post, Edit or Save as Draft: the copy is done with. */
  async ownerRemove(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { work, revision } = readInput(WORKING_COPY_INPUTS.drop, ctx);
    ctx.body = { data: { deleted: await serviceOf(strapi, UID).remove(work, revision) } };
  },
}));

import { factories } from '@strapi/strapi';
import { PREVIEW_LINK_INPUTS } from '@blog/contract/inputs/preview-links';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::preview-link.preview-link';
const NO_DRAFT = 'No draft has this id.';
const NO_LINK = 'No preview link has this id.';
const LINK_CLOSED = 'This preview link has expired, was revoked, or its draft was published.';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The owner's new link to a draft: its token, once. */
  async ownerCreate(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId } = readInput(PREVIEW_LINK_INPUTS.create, ctx);
    const links = serviceOf(strapi, UID);
    if (!(await links.draftExists(draftId))) return ctx.notFound(NO_DRAFT);
    ctx.status = 201;
    ctx.body = { data: await links.share(draftId) };
  },

  /** A draft's open links (never their tokens). */
  async ownerList(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { draftId } = readInput(PREVIEW_LINK_INPUTS.list, ctx);
    const links = serviceOf(strapi, UID);
    if (!(await links.draftExists(draftId))) return ctx.notFound(NO_DRAFT);
    ctx.body = { data: await links.listOf(draftId) };
  },

  async ownerRevoke(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { linkId } = readInput(PREVIEW_LINK_INPUTS.revoke, ctx);
    if (!(await serviceOf(strapi, UID).revoke(linkId))) return ctx.notFound(NO_LINK);
    ctx.body = { data: { revoked: linkId } };
  },

  /** Anyone with the link: the draft, kept by no cache and by no search engine. */
  async open(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    const { token } = readInput(PREVIEW_LINK_INPUTS.open, ctx);
    const found = await serviceOf(strapi, UID).open(token);
    if (!found) return ctx.notFound(LINK_CLOSED);
    ctx.body = found;
  },
}));

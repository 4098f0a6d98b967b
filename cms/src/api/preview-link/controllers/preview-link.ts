import { factories } from '@strapi/strapi';
import { documentIdQuery } from '../../../lib/owner-queries';
import { previewTokenParams } from '../lib/preview-link-input';
import { parseInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::preview-link.preview-link';
const NO_DRAFT = 'No draft has this id.';
const NO_LINK = 'No preview link has this id.';
const LINK_CLOSED = 'This preview link has expired, was revoked, or its draft was published.';

const draftQuery = documentIdQuery('draft');
const linkQuery = documentIdQuery('preview link');

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The owner's new link to a draft: its token, once. */
  async ownerCreate(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { reference } = parseInput(draftQuery, ctx.query);
    const links = serviceOf(strapi, UID);
    if (!(await links.draftExists(reference))) return ctx.notFound(NO_DRAFT);
    ctx.status = 201;
    ctx.body = { data: await links.share(reference) };
  },

  /** A draft's open links (never their tokens). */
  async ownerList(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { reference } = parseInput(draftQuery, ctx.query);
    const links = serviceOf(strapi, UID);
    if (!(await links.draftExists(reference))) return ctx.notFound(NO_DRAFT);
    ctx.body = { data: await links.listOf(reference) };
  },

  async ownerRevoke(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { reference } = parseInput(linkQuery, ctx.query);
    if (!(await serviceOf(strapi, UID).revoke(reference))) return ctx.notFound(NO_LINK);
    ctx.body = { data: { revoked: reference } };
  },

  /** Anyone with the link: the draft, kept by no cache and by no search engine. */
  async open(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    const { token } = parseInput(previewTokenParams, ctx.params);
    const found = await serviceOf(strapi, UID).open(token);
    if (!found) return ctx.notFound(LINK_CLOSED);
    ctx.body = found;
  },
}));

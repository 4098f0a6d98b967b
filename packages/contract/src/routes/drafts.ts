import * as z from 'zod/mini';
import { listPage } from '../answers';
import { createdArticle, draftWire } from '../answers/article';
import { route } from '../route';

const owner = { access: 'owner', siteKey: true } as const;
/** The spec writes the bare path's calls with a slash before the query, the publish and the schedule's without. */
const bare = { ...owner, slashBeforeQuery: true } as const;

/** The owner's drafts, at the paths named after the product; a draft's publish time (ADR 37). */
export const DRAFT_ROUTES = {
  list: route({ method: 'GET', path: '/article-draft-{product}', ...bare, answer: listPage(draftWire) }),
  /** The old client checks that the answer is the number 201. */
  create: route({ method: 'POST', path: '/article-draft-{product}', ...bare, answer: z.literal(201) }),
  /** The draft's id, as a JSON string. */
  update: route({ method: 'PUT', path: '/article-draft-{product}', ...bare, answer: z.string() }),
  remove: route({
    method: 'DELETE',
    path: '/article-draft-{product}',
    ...bare,
    answer: z.object({ data: z.object({ deleted: z.string() }) }),
  }),
  /** The article made of the draft. */
  publish: route({ method: 'POST', path: '/article-draft-{product}/publish', ...owner, answer: createdArticle }),
  /** The publish time as stored, and the e-mail it will be published with. */
  schedule: route({
    method: 'PUT',
    path: '/article-draft-{product}/schedule',
    ...owner,
    answer: z.object({ data: z.object({ _id: z.string(), publishAt: z.string(), emailSubscribers: z.boolean() }) }),
  }),
  unschedule: route({
    method: 'DELETE',
    path: '/article-draft-{product}/schedule',
    ...owner,
    answer: z.object({ data: z.object({ _id: z.string(), publishAt: z.null() }) }),
  }),
};

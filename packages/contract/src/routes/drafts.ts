import * as z from 'zod/mini';
import { route } from '../route';

const owner = { access: 'owner', siteKey: true, slashBeforeQuery: true } as const;

/** The owner's drafts, at the paths named after the product; a draft's publish time (ADR 37). */
export const DRAFT_ROUTES = {
  list: route({ method: 'GET', path: '/article-draft-{product}', ...owner, answer: z.unknown() }),
  create: route({ method: 'POST', path: '/article-draft-{product}', ...owner, answer: z.unknown() }),
  update: route({ method: 'PUT', path: '/article-draft-{product}', ...owner, answer: z.unknown() }),
  remove: route({ method: 'DELETE', path: '/article-draft-{product}', ...owner, answer: z.unknown() }),
  publish: route({ method: 'POST', path: '/article-draft-{product}/publish', ...owner, answer: z.unknown() }),
  schedule: route({ method: 'PUT', path: '/article-draft-{product}/schedule', ...owner, answer: z.unknown() }),
  unschedule: route({ method: 'DELETE', path: '/article-draft-{product}/schedule', ...owner, answer: z.unknown() }),
};

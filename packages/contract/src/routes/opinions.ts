import * as z from 'zod/mini';
import { route } from '../route';

/** Readers' opinions of an article: the form, and the owner's list (A-Opinions). */
export const OPINION_ROUTES = {
  send: route({
    fastPath: 'reader-call',
    method: 'POST',
    path: '/opinion-about-article-{product}',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.unknown(),
  }),
  list: route({
    method: 'GET',
    path: '/opinion-about-article-{product}',
    access: 'owner',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.unknown(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/opinion-about-article-{product}',
    access: 'owner',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.unknown(),
  }),
};

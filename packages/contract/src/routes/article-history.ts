import * as z from 'zod/mini';
import { route } from '../route';

/** The owner's history of an article: its versions, one version, a restore (ADR 34). */
export const ARTICLE_HISTORY_ROUTES = {
  versions: route({ method: 'GET', path: '/article-history', access: 'owner', siteKey: true, answer: z.unknown() }),
  version: route({ method: 'GET', path: '/article-history/version', access: 'owner', siteKey: true, answer: z.unknown() }),
  restore: route({ method: 'POST', path: '/article-history/restore', access: 'owner', siteKey: true, answer: z.unknown() }),
};

import * as z from 'zod/mini';
import { route } from '../route';

/** Reading and writing articles (docs/api.md, Articles). */
export const ARTICLE_ROUTES = {
  byPath: route({ fastPath: 'page-read', method: 'GET', path: '/getapostadsfgd', answer: z.unknown() }),
  byHref: route({ method: 'POST', path: '/article-single', siteKey: true, slashBeforeQuery: true, answer: z.unknown() }),
  list: route({ fastPath: 'page-read', method: 'GET', path: '/article', siteKey: true, slashBeforeQuery: true, answer: z.unknown() }),
  posts: route({ method: 'GET', path: '/post', answer: z.unknown() }),
  related: route({ fastPath: 'page-read', method: 'GET', path: '/article-related', answer: z.unknown() }),
  create: route({ method: 'POST', path: '/article', access: 'owner', siteKey: true, answer: z.unknown() }),
  edit: route({ method: 'PUT', path: '/article', access: 'owner', siteKey: true, answer: z.unknown() }),
  remove: route({ method: 'DELETE', path: '/article-delete', access: 'owner', siteKey: true, slashBeforeQuery: true, answer: z.unknown() }),
  /** Strapi's stock read-only routes of the article type. */
  stockList: route({ method: 'GET', path: '/articles', stock: true, answer: z.unknown() }),
  stockOne: route({ method: 'GET', path: '/articles/:id', stock: true, answer: z.unknown() }),
};

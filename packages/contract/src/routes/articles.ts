import * as z from 'zod/mini';
import { listPage, noContent, stockList, stockOne } from '../answers';
import { articleSummaryWire, createdArticle, readerArticleWire } from '../answers/article';
import { route } from '../route';

const articlePage = listPage(articleSummaryWire);

/** Reading and writing articles (docs/api.md, Articles). */
export const ARTICLE_ROUTES = {
  /** The literal null when no article has the path. */
  byPath: route({ fastPath: 'page-read', method: 'GET', path: '/getapostadsfgd', answer: z.nullable(readerArticleWire) }),
  byHref: route({ method: 'POST', path: '/article-single', siteKey: true, slashBeforeQuery: true, answer: readerArticleWire }),
  list: route({ fastPath: 'page-read', method: 'GET', path: '/article', siteKey: true, slashBeforeQuery: true, answer: articlePage }),
  posts: route({ method: 'GET', path: '/post', answer: articlePage }),
  related: route({
    fastPath: 'page-read',
    method: 'GET',
    path: '/article-related',
    answer: z.object({ data: z.array(articleSummaryWire) }),
  }),
  create: route({ method: 'POST', path: '/article', access: 'owner', siteKey: true, answer: createdArticle }),
  edit: route({ method: 'PUT', path: '/article', access: 'owner', siteKey: true, answer: noContent }),
  remove: route({ method: 'DELETE', path: '/article-delete', access: 'owner', siteKey: true, slashBeforeQuery: true, answer: noContent }),
  /** Strapi's stock read-only routes of the article type; none of the site's calls reads them. */
  stockList: route({ method: 'GET', path: '/articles', stock: true, answer: stockList({}) }),
  stockOne: route({ method: 'GET', path: '/articles/:id', stock: true, answer: stockOne({}) }),
};

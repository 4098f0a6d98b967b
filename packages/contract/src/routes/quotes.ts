import * as z from 'zod/mini';
import { route } from '../route';

/** The landing page's quotes: Strapi's stock read-only routes, and one picked at random. */
export const QUOTE_ROUTES = {
  stockList: route({ method: 'GET', path: '/quotes', stock: true, answer: z.unknown() }),
  stockOne: route({ method: 'GET', path: '/quotes/:id', stock: true, answer: z.unknown() }),
  random: route({ fastPath: 'page-read', method: 'GET', path: '/quote/random', answer: z.unknown() }),
};

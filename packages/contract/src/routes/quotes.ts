import * as z from 'zod/mini';
import { stockList, stockOne } from '../answers';
import { route } from '../route';

/** The quote's attributes the landing asks for. */
const quote = { author: z.string(), en: z.string() };

/** The landing page's quotes: Strapi's stock read-only routes, and one picked at random. */
export const QUOTE_ROUTES = {
  stockList: route({ method: 'GET', path: '/quotes', stock: true, answer: stockList(quote) }),
  stockOne: route({ method: 'GET', path: '/quotes/:id', stock: true, answer: stockOne(quote) }),
  /** `choices`: how many quotes there are to pick from. */
  random: route({
    fastPath: 'page-read',
    method: 'GET',
    path: '/quote/random',
    answer: z.object({ id: z.string(), ...quote, choices: z.number() }),
  }),
};

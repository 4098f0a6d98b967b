import * as z from 'zod/mini';
import { route } from '../route';

/** Searching titles (the live results) and full text (docs/api.md, Search). */
export const SEARCH_ROUTES = {
  titles: route({ fastPath: 'reader-call', method: 'GET', path: '/search', answer: z.unknown() }),
  text: route({ fastPath: 'reader-call', method: 'GET', path: '/search/text', answer: z.unknown() }),
};

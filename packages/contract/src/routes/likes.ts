import * as z from 'zod/mini';
import { route } from '../route';

/** Like and Unlike under an article: the counts, and a reader's reaction. */
export const LIKE_ROUTES = {
  likes: route({ fastPath: 'reader-call', method: 'GET', path: '/like', answer: z.unknown() }),
  unlikes: route({ fastPath: 'reader-call', method: 'GET', path: '/unlike', answer: z.unknown() }),
  like: route({ fastPath: 'reader-call', method: 'POST', path: '/like', answer: z.unknown() }),
  unlike: route({ fastPath: 'reader-call', method: 'POST', path: '/unlike', answer: z.unknown() }),
};

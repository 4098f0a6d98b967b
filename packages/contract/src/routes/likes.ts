import * as z from 'zod/mini';
import { route } from '../route';

/** An article's count of likes (or unlikes): never an address. */
const reactionCount = z.object({ ArticleId: z.string(), count: z.number() });

/** Like and Unlike under an article: the counts, and a reader's reaction. */
export const LIKE_ROUTES = {
  likes: route({ fastPath: 'reader-call', method: 'GET', path: '/like', answer: reactionCount }),
  unlikes: route({ fastPath: 'reader-call', method: 'GET', path: '/unlike', answer: reactionCount }),
  like: route({ fastPath: 'reader-call', method: 'POST', path: '/like', answer: reactionCount }),
  unlike: route({ fastPath: 'reader-call', method: 'POST', path: '/unlike', answer: reactionCount }),
};

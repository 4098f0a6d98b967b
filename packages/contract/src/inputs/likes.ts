import { z } from 'zod';
import { input } from '../input';
import { LIKE_ROUTES } from '../routes/likes';
import { articleId, honeypot, jsonBody, readerEmail } from './fields';

const countQuery = z.object({ ArticleId: articleId }).transform(({ ArticleId }) => ({ articleId: ArticleId }));

/** The spec's `{ Email, idArticle }`, and the honeypot. */
const reactionBody = jsonBody({ Email: readerEmail, idArticle: articleId, website: honeypot }).transform(
  ({ Email, idArticle, website }) => ({ email: Email, articleId: idArticle, trapped: website }),
);

export const LIKE_INPUTS = {
  likes: input(LIKE_ROUTES.likes, { query: countQuery }),
  unlikes: input(LIKE_ROUTES.unlikes, { query: countQuery }),
  like: input(LIKE_ROUTES.like, { body: reactionBody }),
  unlike: input(LIKE_ROUTES.unlike, { body: reactionBody }),
};

import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { LIKE_INPUTS } from '@blog/contract/inputs/likes';
import { readInput } from '../../../lib/validate';
import type { ReactionKind } from '../services/reaction';
import { serviceOf } from '../../../lib/services';

const UID = 'api::reaction.reaction';

// Answers carry the article id and a count only: an address never leaves the server.
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  async function answerCount(ctx: Context, kind: ReactionKind, input: typeof LIKE_INPUTS.likes) {
    const { articleId } = readInput(input, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ArticleId: articleId, count: await service().countOf(kind, articleId) };
  }

  async function react(ctx: Context, kind: ReactionKind, input: typeof LIKE_INPUTS.like) {
    const { email, articleId, trapped } = readInput(input, ctx);
    if (!(await service().articleExists(articleId))) return ctx.notFound('No article has this id.');
    if (!trapped) await service().record(kind, articleId, email);
    // One answer whether or not this address had reacted before: a status that told them
    // apart would tell anyone which addresses liked which article.
    ctx.status = 201;
    ctx.body = { ArticleId: articleId, count: await service().countOf(kind, articleId) };
  }

  return {
    countLikes: (ctx) => answerCount(ctx, 'like', LIKE_INPUTS.likes),
    countUnlikes: (ctx) => answerCount(ctx, 'unlike', LIKE_INPUTS.unlikes),
    like: (ctx) => react(ctx, 'like', LIKE_INPUTS.like),
    unlike: (ctx) => react(ctx, 'unlike', LIKE_INPUTS.unlike),
  };
});

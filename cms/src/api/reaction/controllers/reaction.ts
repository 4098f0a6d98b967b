import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { parseInput } from '../../../lib/validate';
import { articleId, honeypot, jsonBody, readerEmail } from '../../../lib/reaction-subscription-input';
import type { ReactionKind } from '../services/reaction';
import { serviceOf } from '../../../lib/services';

const UID = 'api::reaction.reaction';

const countQuery = z.object({ ArticleId: articleId });

const reactionBody = jsonBody({ Email: readerEmail, idArticle: articleId, website: honeypot });

// Answers carry the article id and a count only: an address never leaves the server.
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => serviceOf(strapi, UID);

  async function answerCount(ctx: Context, kind: ReactionKind) {
    const { ArticleId } = parseInput(countQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ArticleId, count: await service().countOf(kind, ArticleId) };
  }

  async function react(ctx: Context, kind: ReactionKind) {
    const { Email, idArticle, website } = parseInput(reactionBody, ctx.request.body ?? {});
    if (!(await service().articleExists(idArticle))) return ctx.notFound('No article has this id.');
    if (!website) await service().record(kind, idArticle, Email);
    // One answer whether or not this address had reacted before: a status that told them
    // apart would tell anyone which addresses liked which article.
    ctx.status = 201;
    ctx.body = { ArticleId: idArticle, count: await service().countOf(kind, idArticle) };
  }

  return {
    countLikes: (ctx) => answerCount(ctx, 'like'),
    countUnlikes: (ctx) => answerCount(ctx, 'unlike'),
    like: (ctx) => react(ctx, 'like'),
    unlike: (ctx) => react(ctx, 'unlike'),
  };
});

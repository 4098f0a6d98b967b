import { factories } from '@strapi/strapi';
import { isUniqueViolation } from '../../../lib/db-errors';
import { reactionCount } from '../../../lib/reaction-counts';

const UID = 'api::reaction.reaction';
const ARTICLE = 'api::article.article';

export type ReactionKind = 'like' | 'unlike';

/** Articles shipped with the web server have no document; their ids start with this. */
const LOCAL_ARTICLE = 'local-';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** How many addresses liked (or unliked) an article: one row of the counts the database keeps. */
  async countOf(kind: ReactionKind, articleId: string): Promise<number> {
    return reactionCount(strapi, kind, articleId);
  },

  async articleExists(articleId: string): Promise<boolean> {
    if (articleId.startsWith(LOCAL_ARTICLE)) return true;
    return Number(await strapi.db.query(ARTICLE).count({ where: { documentId: articleId } })) > 0;
  },

  /**
   * Records this address's like (or unlike) of an article once. True when it
   * is new, false when it was already there. The unique index on
   * (kind, article_id, email) decides concurrent identical clicks: the losers'
   * inserts fail and count as "already there", so exactly one row exists.
   */
  async record(kind: ReactionKind, articleId: string, email: string): Promise<boolean> {
    const existing = await strapi.db.query(UID).findOne({ select: ['id'], where: { kind, articleId, email } });
    if (existing) return false;
    try {
      // Through the Document Service, so document id, timestamps and publishedAt are what Strapi writes.
      await strapi.documents(UID).create({ data: { kind, articleId, email } });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },
}));

import { createId } from '@paralleldrive/cuid2';
import { factories } from '@strapi/strapi';
import { reactionCount } from '../../../lib/reaction-counts';

const UID = 'api::reaction.reaction';

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
    return (await strapi.db.connection('articles').where({ document_id: articleId }).first('id')) !== undefined;
  },

  /**
   * Records this address's like (or unlike) of an article once; a second time changes
   * nothing. One INSERT ... ON CONFLICT DO NOTHING on the unique index
   * (kind, article_id, email): of concurrent identical clicks exactly one row is written, and
   * the count triggers (lib/reaction-counts.ts) follow it in the same statement. A reaction is
   * a row no person edits (hidden from the admin, no REST), written here as the Document
   * Service would write it (a cuid2 document id, the three timestamps) without its validation
   * and lifecycle machinery, which cost six times the rest of a like (ADR 48); the controller
   * has checked every field at the edge.
   */
  async record(kind: ReactionKind, articleId: string, email: string): Promise<void> {
    const now = new Date();
    await strapi.db
      .connection('reactions')
      .insert({ document_id: createId(), kind, article_id: articleId, email, created_at: now, updated_at: now, published_at: now })
      .onConflict(['kind', 'article_id', 'email'])
      .ignore();
  },
}));

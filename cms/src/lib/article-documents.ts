import type { Core } from '@strapi/strapi';
import { prepareArticleWrite } from './article-input';
import type { ArticleKind } from './article-rules';
import { readableBody } from './stored-body';

const KINDS: Record<string, ArticleKind> = { 'api::article.article': 'article', 'api::draft.draft': 'draft' };
const READS = new Set(['findOne', 'findFirst', 'findMany']);
const WRITES = new Set(['create', 'update', 'clone']);

/** Legacy bodies the key opens, as readers of the Document Service get them (lib/stored-body.ts), in place. */
function readableBodies(result: unknown) {
  for (const document of (Array.isArray(result) ? result : [result]) as ({ articleSave?: unknown } | null)[]) {
    if (typeof document?.articleSave === 'string') document.articleSave = readableBody(document.articleSave);
  }
}

/**
 * The Document Service middleware of articles and drafts (docs/decisions/0003, 0022). Every
 * writer passes it, whoever it is: the spec's routes, the seed, Strapi's admin (its Content
 * Manager writes through the Document Service), a script. A write is checked, sanitised and
 * completed by prepareArticleWrite before Strapi's own validation and the later middlewares
 * (the newsletter, the content version); a refused write stores nothing. Reads come out with
 * legacy bodies decrypted, so the admin shows every body as HTML.
 */
export function installArticleDocuments(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const kind = KINDS[context.uid];
    if (!kind) return next();
    if (READS.has(context.action)) {
      const result = await next();
      readableBodies(result);
      return result;
    }
    if (!WRITES.has(context.action)) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const isNew = context.action !== 'update';
    let stored: Record<string, unknown> | null = null;
    if (context.action !== 'create') {
      stored = await strapi.db.query(context.uid).findOne({ where: { documentId: params.documentId } });
      // Nothing to change: the action answers as it does for an unknown document.
      if (!stored) return next();
    }
    // The demo seed runs before start-up ends, with the site's own cover paths: only later writes are judged.
    params.data = prepareArticleWrite(kind, params.data ?? {}, { stored, isNew, judge: strapi.isLoaded });
    return next();
  });
}

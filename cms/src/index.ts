import type { Core } from '@strapi/strapi';
import { normaliseArticleData } from './lib/article-input';
import { finishNewsletters, installNewsletter } from './lib/newsletter';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureContentVersion, installContentVersion } from './lib/content-version';
import { ensureOwner } from './bootstrap/owner';
import { ensurePermissions } from './bootstrap/permissions';
import { seedCaptchaSets, seedDemo } from './bootstrap/seed';
import { cmsConfig, refuseUnsafeStart } from './lib/config';

const ARTICLE_TYPES = new Set(['api::article.article', 'api::draft.draft']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    refuseUnsafeStart();
    // Every write of an article, by any route or by Strapi's admin, derives
    // the section and word count and sanitises the body before it is stored.
    strapi.documents.use(async (context, next) => {
      if (ARTICLE_TYPES.has(context.uid) && (context.action === 'create' || context.action === 'update')) {
        const params = context.params as { data?: Record<string, unknown> };
        if (params.data) {
          params.data = normaliseArticleData(params.data);
          if (context.uid === 'api::draft.draft') delete params.data.section;
        }
      }
      return next();
    });
    installNewsletter(strapi);
    installContentVersion(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureIndexes(strapi);
    await ensureContentVersion(strapi);
    await ensureOwner(strapi);
    await ensurePermissions(strapi);
    if (cmsConfig().site.seedDemo) await seedDemo(strapi);
    await seedCaptchaSets(strapi);
  },

  // A shutdown lets the newsletters being sent finish first.
  async destroy() {
    await finishNewsletters();
  },
};

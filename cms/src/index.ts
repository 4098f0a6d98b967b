import type { Core } from '@strapi/strapi';
import { installArticleDocuments } from './lib/article-documents';
import { installArticleHistory } from './lib/article-history';
import { installNewsletter } from './lib/newsletter';
import { classifyArticles } from './bootstrap/article-categories';
import { guardContentManager } from './bootstrap/admin-roles';
import { configureContentManager } from './bootstrap/content-manager';
import { startDueJobPoller, stopDueJobPoller } from './bootstrap/due-jobs';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureContentVersion, installContentVersion } from './lib/content-version';
import { ensureOwner } from './bootstrap/owner';
import { ensurePermissions } from './bootstrap/permissions';
import { seedCaptchaSets, seedDemo } from './bootstrap/seed';
import { cmsConfig, refuseUnsafeStart } from './lib/config';
import { installPictureBody } from './lib/picture-body';
import { installUploadsFolder } from './lib/uploads-folder';
import { installFastPath } from './lib/fast-path';
import { finishMail } from './lib/site-mail';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    refuseUnsafeStart();
    // Every write of an article or draft, by any route or by Strapi's admin, is checked,
    // sanitised and completed first (the outermost middleware), then its e-mail queued and versioned;
    // an update or delete keeps or drops the article's history inside the content version's transaction.
    installArticleDocuments(strapi);
    installNewsletter(strapi);
    installContentVersion(strapi);
    installArticleHistory(strapi);
    // Uploaded pictures go to the data folder, not beside the code; the upload's body is read after the owner's check (ADR 36).
    installUploadsFolder(strapi);
    installPictureBody(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureIndexes(strapi);
    await classifyArticles(strapi);
    await ensureContentVersion(strapi);
    await ensureOwner(strapi);
    await ensurePermissions(strapi);
    await configureContentManager(strapi);
    await guardContentManager(strapi);
    if (cmsConfig().site.seedDemo) await seedDemo(strapi);
    await seedCaptchaSets(strapi);
    await startDueJobPoller(strapi);
    // The reader's hottest calls skip the parts of the request chain that never apply to them (ADR 48).
    installFastPath(strapi);
  },

  // A shutdown lets the due job under way and the e-mails being sent (confirmations, contact messages) finish first.
  async destroy() {
    await stopDueJobPoller();
    await finishMail();
  },
};

// @ts-check
'use strict';

// The server half of the Blog page in Strapi's admin. CommonJS JavaScript with
// JSDoc types (checked by tsconfig.json): Strapi requires a plugin's server entry
// as it is, and the CMS's TypeScript build compiles cms/ alone. The logic lives in
// the CMS's own services (cms/src/api/owner-tools says which); this file wires
// routes, the super-admin check, the action log and the backups.

const routes = require('./routes');
const { ACTION_UID, isSuperAdmin } = require('./policies/is-super-admin');
const audit = require('./middlewares/audit');
const backupsController = require('./controllers/backups');
const backupsService = require('./services/backups');

module.exports = {
  /**
   * The one permission of the page: Strapi gives super admins every action, so
   * only they see the Blog link; the routes ask for the super-admin role itself.
   * @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context
   */
  async bootstrap({ strapi }) {
    await strapi
      .service('admin::permission')
      .actionProvider.registerMany([
        { section: 'plugins', displayName: 'Use the Blog page (super admins only)', uid: ACTION_UID, pluginName: 'blog-tools' },
      ]);
  },
  routes,
  policies: { 'is-super-admin': isSuperAdmin },
  middlewares: { audit },
  controllers: { backups: backupsController },
  services: { backups: backupsService },
};

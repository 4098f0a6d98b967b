// @ts-check
'use strict';

// The Blog page's routes: admin routes, mounted by Strapi under /blog-tools, answered
// only to a super admin's admin session (docs/api.md, "The Blog page in Strapi's admin").
// A handler named by its full UID ('api::owner-tools.owner-tools.lockouts') is the CMS's
// controller: Strapi looks a plugin route's handler up in the plugin, then by that UID.

const TOOLS = 'api::owner-tools.owner-tools';
const guarded = ['admin::isAuthenticatedAdmin', 'plugin::blog-tools.is-super-admin'];

/**
 * @param {string} method
 * @param {string} path
 * @param {string} handler
 */
const read = (method, path, handler) => ({ method, path, handler, config: { policies: guarded } });

/**
 * A state-changing route: JSON bodies only (cms/src/middlewares/json-only.ts), and logged.
 * @param {string} method
 * @param {string} path
 * @param {string} handler
 * @param {string} action what the log says the admin did
 */
const write = (method, path, handler, action) => ({
  method,
  path,
  handler,
  config: {
    policies: guarded,
    middlewares: [
      { name: 'global::json-only', config: { everyPath: true } },
      { name: 'plugin::blog-tools.audit', config: { action } },
    ],
  },
});

module.exports = {
  admin: {
    type: 'admin',
    routes: [
      read('GET', '/lockouts', `${TOOLS}.lockouts`),
      write('POST', '/lockouts/lift', `${TOOLS}.liftLockout`, 'lifted the lockout of'),
      read('GET', '/subscribers', `${TOOLS}.subscribers`),
      read('GET', '/subscribers/export', `${TOOLS}.exportSubscribers`),
      write('DELETE', '/subscribers/:id', `${TOOLS}.removeSubscriber`, 'removed subscriber'),
      read('GET', '/newsletters', `${TOOLS}.newsletters`),
      write('POST', '/newsletters/:id/resend', `${TOOLS}.resendNewsletter`, 'resent the failed deliveries of newsletter'),
      read('GET', '/switches', `${TOOLS}.switches`),
      write('PUT', '/switches', `${TOOLS}.setSwitches`, 'set the site switches'),
      read('GET', '/reader-pages', `${TOOLS}.readerPages`),
      write('POST', '/reader-pages/refresh', `${TOOLS}.refreshReaderPages`, 'refreshed the reader pages'),
      read('GET', '/backups', 'backups.list'),
      write('POST', '/backups', 'backups.create', 'made a backup'),
    ],
  },
};

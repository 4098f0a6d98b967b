// @ts-check
'use strict';

const { errors } = require('@strapi/utils');

const ACTION_UID = 'use';
/** The page's permission (index.js registers it); the admin hides the Blog link from whoever lacks it. */
const ACTION = `plugin::blog-tools.${ACTION_UID}`;
const SUPER_ADMIN = 'strapi-super-admin';

/**
 * After admin::isAuthenticatedAdmin: the admin user must hold Strapi's super admin
 * role, and the request's permissions must include the page's (an admin API token
 * carries only those it was given). A PolicyError keeps its message (403).
 * @param {{ state: { user?: { roles?: { code: string }[] }, userAbility?: { can: (action: string) => boolean } } }} policyContext
 */
function isSuperAdmin(policyContext) {
  const { user, userAbility } = policyContext.state;
  const superAdmin = user?.roles?.some((role) => role.code === SUPER_ADMIN) === true;
  if (superAdmin && userAbility?.can(ACTION) === true) return true;
  throw new errors.PolicyError('Only a super admin may use the Blog page.');
}

module.exports = { ACTION, ACTION_UID, isSuperAdmin };

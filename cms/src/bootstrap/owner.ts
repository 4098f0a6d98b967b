import type { Core } from '@strapi/strapi';
import { cmsConfig } from '../lib/config';

export const OWNER_ROLE_TYPE = 'owner';

/**
 * The single owner: a users-permissions user in the Owner role (the site's
 * sign-in), and a Strapi admin user with the same e-mail and password so
 * Strapi's own admin works as the fallback for bulk fixes. Created once,
 * from OWNER_*; never overwritten on later boots.
 */
export async function ensureOwner(strapi: Core.Strapi) {
  const owner = cmsConfig().owner;
  if (!owner.username || !owner.email || !owner.password) {
    throw new Error('OWNER_USERNAME, OWNER_EMAIL and OWNER_PASSWORD must be set.');
  }
  const role = await ensureOwnerRole(strapi);
  const users = strapi.db.query('plugin::users-permissions.user');
  const existing = await users.findOne({ where: { role: role.id } });
  if (!existing) {
    await strapi.plugin('users-permissions').service('user').add({
      username: owner.username,
      email: owner.email,
      password: owner.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
    strapi.log.info(`Owner account created: ${owner.username}`);
  }
  await ensureAdmin(strapi, owner);
}

async function ensureOwnerRole(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const found = await roles.findOne({ where: { type: OWNER_ROLE_TYPE } });
  if (found) return found;
  return roles.create({
    data: { name: 'Owner', description: 'The writer who runs this site.', type: OWNER_ROLE_TYPE },
  });
}

async function ensureAdmin(strapi: Core.Strapi, owner: { username: string; email: string; password: string }) {
  const admins = await strapi.db.query('admin::user').count();
  if (admins > 0) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    firstname: owner.username,
    lastname: 'Owner',
    email: owner.email,
    password: owner.password,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Strapi admin created: ${owner.email}`);
}

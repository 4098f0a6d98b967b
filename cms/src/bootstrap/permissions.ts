import type { Core } from '@strapi/strapi';

/**
 * Role permissions are code, not clicks: at every boot each role gets exactly
 * these actions. Strapi's /api/auth/local and /api/auth/local/register are
 * closed to everyone, so the guarded sign-in route is the only way in.
 */
const ROLE_ACTIONS: Record<string, string[]> = {
  public: ['api::article.article.find', 'api::article.article.findOne', 'api::quote.quote.find', 'api::quote.quote.findOne'],
  authenticated: [],
  owner: [],
};

export async function ensurePermissions(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, actions] of Object.entries(ROLE_ACTIONS)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) continue;
    const current = await permissions.findMany({ where: { role: role.id } });
    const unwanted = current.filter((p) => !actions.includes(p.action)).map((p) => p.id);
    if (unwanted.length) await permissions.deleteMany({ where: { id: { $in: unwanted } } });
    const have = new Set(current.map((p) => p.action));
    for (const action of actions.filter((a) => !have.has(a))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
  // Nobody signs up: there is one owner.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) as Record<string, unknown>) ?? {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

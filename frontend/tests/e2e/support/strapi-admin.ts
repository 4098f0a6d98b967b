import { expect, type APIRequestContext } from '@playwright/test';
import { cmsFromOwnAddress } from './cms-direct';
import { OWNER } from './owner';

/**
 * The owner in Strapi's admin (docs/api.md, "Strapi's admin" and "The Blog page in Strapi's
 * admin"): what only the admin can do, through the admin's own routes.
 */

/**
 * Signs in to the admin and runs `work` with the admin's token. From an address of its own: Strapi
 * allows 5 logins per address and e-mail in 5 minutes, and a locked-out address (the sign-in
 * lockout test's) may not log in at all.
 */
export async function asStrapiAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const login = await cmsFromOwnAddress();
  let token: string;
  try {
    const response = await login.post('/admin/login', { data: { email: OWNER.email, password: OWNER.password } });
    expect(response.status(), await response.text()).toBe(200);
    token = ((await response.json()) as { data: { token: string } }).data.token;
  } finally {
    await login.dispose();
  }
  const admin = await cmsFromOwnAddress({ Authorization: `Bearer ${token}` });
  try {
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/**
 * The block switch, saved in the Content Manager's Site flags: the one place that sets each of
 * its values ('partial' has no switch of its own). It writes through the Document Service, so the
 * content version moves with it and cached pages follow at once (cms/src/lib/content-version.ts).
 */
export function setBlock(block: 'none' | 'global' | 'partial') {
  return asStrapiAdmin(async (admin) => {
    const saved = await admin.put('/content-manager/single-types/api::site-flag.site-flag', { data: { block } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
}

/** Lifts every sign-in lockout on record, as the Blog page's Lockouts tab does: their failures are forgotten. */
export function liftLockouts() {
  return asStrapiAdmin(async (admin) => {
    const listed = await admin.get('/blog-tools/lockouts?page=1&pageSize=100');
    expect(listed.status(), await listed.text()).toBe(200);
    for (const { key } of ((await listed.json()) as { data: { key: string }[] }).data) {
      const lifted = await admin.post('/blog-tools/lockouts/lift', { data: { key } });
      // 404: gone meanwhile (a right sign-in forgets its keys too).
      expect([200, 404], await lifted.text()).toContain(lifted.status());
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_API_ROUTES, isOwnerApiCall } from './owner-api-routes';

type Route = { method: string; path: string; config?: { policies?: unknown[] } };

const API = path.resolve(import.meta.dirname, '../../cms/src/api');
const PRODUCT = 'test-product';

/** The CMS's own route files, loaded as Strapi loads them (the product slug read from the environment). */
async function cmsRoutes(): Promise<{ file: string; route: Route }[]> {
  process.env.PRODUCT_SLUG = PRODUCT;
  const found: { file: string; route: Route }[] = [];
  for (const name of fs.readdirSync(API)) {
    const folder = path.join(API, name, 'routes');
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      // The core routers (factories.createCoreRouter) are Strapi's read-only REST, never the owner's.
      if (fs.readFileSync(path.join(folder, file), 'utf8').includes('createCoreRouter')) continue;
      const routes = ((await import(path.join(folder, file))).default as { routes: Route[] }).routes;
      for (const route of routes) found.push({ file: `${name}/routes/${file}`, route });
    }
  }
  return found;
}

describe('OWNER_API_ROUTES', () => {
  it('is every CMS route with the is-owner policy, and the session calls, no more and no less', async () => {
    const routes = await cmsRoutes();
    const owner = routes
      .filter(
        ({ file, route }) =>
          route.config?.policies?.includes('global::is-owner') ||
          (file.startsWith('owner-auth/') && ['/session', '/signout'].includes(route.path)),
      )
      .map(({ route }) => `${route.method} /api${route.path}`);
    expect(owner.length).toBeGreaterThan(10);
    expect([...owner].sort()).toEqual(OWNER_API_ROUTES.map((route) => route.replace('{product}', PRODUCT)).sort());
  });
});

describe('isOwnerApiCall', () => {
  it('knows the owner calls by method and path, HEAD as GET', () => {
    expect(isOwnerApiCall('GET', '/api/hash-pswd', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('head', '/api/hash-pswd', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('POST', '/api/article-draft-writer-blog/publish', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('DELETE', '/api/contacttry-writer-blog', 'Writer-Blog')).toBe(true);
    expect(isOwnerApiCall('POST', '/api/signout', 'writer-blog')).toBe(true);
  });

  it('leaves the reader calls at the same paths alone', () => {
    expect(isOwnerApiCall('GET', '/api/article', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('POST', '/api/contacttry-writer-blog', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('POST', '/api/opinion-about-article-writer-blog', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('GET', '/api/bufycg', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('GET', '/api/article-draft-other', 'writer-blog')).toBe(false);
  });
});

/**
 * Site configuration from the environment. Demo defaults are supplied by
 * scripts/start.mjs and the test harness, never here, so a production server
 * without them fails loudly instead of running with a known value.
 */
function read(name: string): string {
  return process.env[name] ?? '';
}

export const settings = {
  siteKey: () => read('SITE_KEY'),
  productSlug: () => read('PRODUCT_SLUG'),
  authorName: () => read('AUTHOR_NAME'),
  legacyArticleKey: () => read('LEGACY_ARTICLE_KEY') || undefined,
  owner: () => ({
    username: read('OWNER_USERNAME'),
    email: read('OWNER_EMAIL').toLowerCase(),
    password: read('OWNER_PASSWORD'),
  }),
  seedDemo: () => read('SEED_DEMO') !== 'false',
  /** The site's public address, as readers' links carry it (README: PUBLIC_URL); the demo's when unset. */
  publicUrl: () => (read('PUBLIC_URL') || `http://localhost:${read('WEB_PORT') || '3000'}`).replace(/\/+$/, ''),
  /** The one origin whose pages may call the API with the owner's cookie, and the only one CORS admits. */
  siteOrigin: () => new URL(settings.publicUrl()).origin,
};

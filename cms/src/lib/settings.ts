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
};

/** The Blog page's one permission (server/index.js registers it); Strapi gives it to super admins. */
export const USE_BLOG_PAGE = [{ action: 'plugin::blog-tools.use', subject: null }];

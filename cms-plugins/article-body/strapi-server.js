'use strict';

/**
 * The server half of the article body field. Strapi must know a custom field before the
 * content types that use it are loaded (it stores it as its type, text), so it is
 * registered in the plugin's register phase, which runs before the app's own.
 * The body's rules (base64 only, sanitised, counted) live with the content types:
 * cms/src/lib/article-documents.ts, a Document Service middleware every writer passes.
 */
module.exports = {
  /** @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context */
  register({ strapi }) {
    strapi.customFields.register({
      name: 'html-body',
      plugin: 'article-body',
      type: 'text',
      inputSize: { default: 12, isResizable: false },
    });
  },
};

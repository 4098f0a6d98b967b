import { factories } from '@strapi/strapi';

// Strapi's stock REST routes, read-only: what a reader may see anyway. Their query
// language is input too: policies/sort-query.ts and middlewares/refused-value.ts.
export default factories.createCoreRouter('api::article.article', {
  only: ['find', 'findOne'],
  config: {
    find: { policies: ['global::sort-query'], middlewares: ['global::refused-value'] },
    findOne: { middlewares: ['global::refused-value'] },
  },
});

import { factories } from '@strapi/strapi';

// Read-only, and its query language is input too: policies/sort-query.ts and middlewares/refused-value.ts.
export default factories.createCoreRouter('api::quote.quote', {
  only: ['find', 'findOne'],
  config: {
    find: { policies: ['global::sort-query'], middlewares: ['global::refused-value'] },
    findOne: { middlewares: ['global::refused-value'] },
  },
});

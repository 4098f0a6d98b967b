import { factories } from '@strapi/strapi';

// Strapi's stock REST routes, read-only: what a reader may see anyway.
export default factories.createCoreRouter('api::article.article', { only: ['find', 'findOne'] });

import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::quote.quote', { only: ['find', 'findOne'] });

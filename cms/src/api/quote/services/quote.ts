import { factories } from '@strapi/strapi';
import { randomInt } from 'node:crypto';

const UID = 'api::quote.quote';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** One quote picked at random: a count and an offset, never the whole table. */
  async random() {
    const total = await strapi.documents(UID).count({});
    if (total === 0) return null;
    const [quote] = await strapi.documents(UID).findMany({
      fields: ['author', 'en'],
      sort: [{ id: 'asc' }],
      start: randomInt(total),
      limit: 1,
    });
    return quote ? { id: quote.documentId, author: quote.author, en: quote.en } : null;
  },
}));

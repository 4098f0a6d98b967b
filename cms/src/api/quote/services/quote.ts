import { factories } from '@strapi/strapi';
import { randomInt } from 'node:crypto';

const UID = 'api::quote.quote';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * One quote: picked at random, or the `pick`-th (wrapping round), with how
   * many there are to pick from. A count and an offset, never the whole table.
   */
  async random(pick?: number) {
    const total = await strapi.documents(UID).count({});
    if (total === 0) return null;
    const [quote] = await strapi.documents(UID).findMany({
      fields: ['author', 'en'],
      sort: [{ id: 'asc' }],
      start: pick === undefined ? randomInt(total) : pick % total,
      limit: 1,
    });
    return quote ? { id: quote.documentId, author: quote.author, en: quote.en, choices: total } : null;
  },
}));

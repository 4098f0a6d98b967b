import { factories } from '@strapi/strapi';
import type { OpinionInput } from '../../../lib/opinion-contact-input';

const UID = 'api::opinion.opinion';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores a reader's opinion as typed; a filled honeypot stores nothing. True when stored. */
  async receive({ reader, country, opinion, reference, website: trapped }: OpinionInput): Promise<boolean> {
    if (trapped) return false;
    await strapi.documents(UID).create({ data: { reader, country, opinion, reference } });
    return true;
  },
}));

import { factories } from '@strapi/strapi';
import type { ContactInput } from '../../../lib/opinion-contact-input';

const UID = 'api::ping.ping';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores a reader's contact message (a ping) as typed; a filled honeypot stores nothing. True when stored. */
  async receive({ name, email, country, detail, website: trapped }: ContactInput): Promise<boolean> {
    if (trapped) return false;
    await strapi.documents(UID).create({ data: { name, email, country, message: detail } });
    return true;
  },
}));

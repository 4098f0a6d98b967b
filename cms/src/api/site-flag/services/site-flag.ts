import { factories } from '@strapi/strapi';

const UID = 'api::site-flag.site-flag';

export type Block = 'none' | 'global' | 'partial';
export type SiteFlags = { block: Block; monitor: boolean };

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The switches as the owner left them; the schema's defaults when the row is not there yet. */
  async current(): Promise<SiteFlags> {
    const flags = await strapi.documents(UID).findFirst({ fields: ['block', 'monitor'] });
    return { block: (flags?.block as Block) ?? 'none', monitor: flags?.monitor === true };
  },
}));

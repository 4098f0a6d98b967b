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

  /** Sets the block switch; makes the flags (monitor off) when an unseeded database has none yet. */
  async setBlock(block: Block): Promise<SiteFlags> {
    const flags = await strapi.documents(UID).findFirst({ fields: ['documentId'] as any });
    const saved = flags
      ? await strapi.documents(UID).update({ documentId: flags.documentId, data: { block } as any })
      : await strapi.documents(UID).create({ data: { block, monitor: false } as any });
    return { block: saved.block as Block, monitor: saved.monitor === true };
  },
}));

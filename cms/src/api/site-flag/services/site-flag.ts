import { factories } from '@strapi/strapi';

const UID = 'api::site-flag.site-flag';

export type Block = 'none' | 'global' | 'partial';
export type SiteFlags = { block: Block; monitor: boolean };

const DEFAULTS: SiteFlags = { block: 'none', monitor: false };

export default factories.createCoreService(UID, ({ strapi }) => {
  /** Writes the given switches to the one flags row; makes it (the rest at their defaults) when an unseeded database has none yet. */
  async function save(change: Partial<SiteFlags>): Promise<SiteFlags> {
    const flags = await strapi.documents(UID).findFirst({ fields: ['id'] });
    const updated = flags && (await strapi.documents(UID).update({ documentId: flags.documentId, data: change }));
    const saved = updated || (await strapi.documents(UID).create({ data: { ...DEFAULTS, ...change } }));
    return { block: saved.block as Block, monitor: saved.monitor === true };
  }

  return {
    /** The switches as the owner left them; the schema's defaults when the row is not there yet. */
    async current(): Promise<SiteFlags> {
      const flags = await strapi.documents(UID).findFirst({ fields: ['block', 'monitor'] });
      return { block: (flags?.block as Block) ?? DEFAULTS.block, monitor: flags?.monitor === true };
    },

    /** Sets the block switch (the Cursor page's Access toggle). */
    setBlock: (block: Block) => save({ block }),

    /** Sets the monitor switch (the Cursor page's Anti Virus toggle). */
    setMonitor: (monitor: boolean) => save({ monitor }),
  };
});

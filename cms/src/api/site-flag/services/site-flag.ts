import { factories } from '@strapi/strapi';

const UID = 'api::site-flag.site-flag';

export type Block = 'none' | 'global' | 'partial';
/** contactMail: each contact message is mailed to the owner too (on unless turned off). */
export type SiteFlags = { block: Block; monitor: boolean; contactMail: boolean };

const DEFAULTS: SiteFlags = { block: 'none', monitor: false, contactMail: true };

// A row from before the contact mail switch has no value for it (null): it is on, its default.
const flagsOf = (row: { block?: unknown; monitor?: unknown; contactMail?: unknown } | null): SiteFlags => ({
  block: (row?.block as Block) ?? DEFAULTS.block,
  monitor: row?.monitor === true,
  contactMail: row?.contactMail !== false,
});

export default factories.createCoreService(UID, ({ strapi }) => {
  /** Writes the given switches to the one flags row; makes it (the rest at their defaults) when an unseeded database has none yet. */
  async function save(change: Partial<SiteFlags>): Promise<SiteFlags> {
    const flags = await strapi.documents(UID).findFirst({ fields: ['id'] });
    const updated = flags && (await strapi.documents(UID).update({ documentId: flags.documentId, data: change }));
    return flagsOf(updated || (await strapi.documents(UID).create({ data: { ...DEFAULTS, ...change } })));
  }

  return {
    /** The switches as the owner left them; the schema's defaults when the row is not there yet. */
    async current(): Promise<SiteFlags> {
      return flagsOf(await strapi.documents(UID).findFirst({ fields: ['block', 'monitor', 'contactMail'] }));
    },

    /** Sets the block switch (the Cursor page's Access toggle). */
    setBlock: (block: Block) => save({ block }),

    /** Sets the monitor switch (the Cursor page's Anti Virus toggle). */
    setMonitor: (monitor: boolean) => save({ monitor }),

    /** Sets whether contact messages are mailed to the owner (the Cursor page's Contact e-mails toggle). */
    setContactMail: (contactMail: boolean) => save({ contactMail }),
  };
});

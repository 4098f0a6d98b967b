import type { Core } from '@strapi/strapi';

export type OwnerOverview = { opinions: number; pings: number; drafts: number };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** How many opinions, contact messages and drafts wait for the owner: three indexed counts. */
  async counts(): Promise<OwnerOverview> {
    const [opinions, pings, drafts] = await Promise.all([
      strapi.documents('api::opinion.opinion').count({}),
      strapi.documents('api::ping.ping').count({}),
      strapi.documents('api::draft.draft').count({}),
    ]);
    return { opinions, pings, drafts };
  },
});

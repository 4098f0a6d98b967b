import { factories } from '@strapi/strapi';

const UID = 'api::visitor.visitor';

export type VisitorReason = 'sign-in failure' | 'lockout';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** One row: the address (the connection's, as Koa derives it behind the trusted proxy), why, and when (createdAt). */
  async record(address: string, reason: VisitorReason): Promise<void> {
    await strapi.documents(UID).create({ data: { address: (address || 'unknown').slice(0, 64), reason } });
  },
}));

import { factories } from '@strapi/strapi';
import type { ReceivedOpinion } from '@blog/contract/inputs/opinions';
import { stored } from '../../../lib/stored';

const UID = 'api::opinion.opinion';

export type OwnerPage = { page: number; pageSize: number };

/** One opinion as the owner's Opinions page reads it: the spec's three values in the order name, country, opinion. */
export type OpinionWire = { id: string; values: [string, string, string]; reference: string | null; createdAt: string };

const toIso = (value: unknown) => new Date(value as string).toISOString();

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores a reader's opinion as typed; a filled honeypot stores nothing. True when stored. */
  async receive({ reader, country, opinion, reference, trapped }: ReceivedOpinion): Promise<boolean> {
    if (trapped) return false;
    await strapi.documents(UID).create({ data: { reader, country, opinion, reference } });
    return true;
  },

  /** The owner's list (docs/spec/admin-side.md section 7, call 10): newest first, one page at a time. */
  async listForOwner({ page, pageSize }: OwnerPage) {
    const [docs, total] = await Promise.all([
      strapi.documents(UID).findMany({
        fields: ['reader', 'country', 'opinion', 'reference', 'createdAt'],
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.documents(UID).count({}),
    ]);
    const data: OpinionWire[] = docs.map((doc) => ({
      id: doc.documentId,
      values: [stored(doc.reader, 'reader'), stored(doc.country, 'country'), stored(doc.opinion, 'opinion')],
      reference: doc.reference ?? null,
      createdAt: toIso(doc.createdAt),
    }));
    return { data, meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  /** Deletes one opinion (call 11). False when no opinion has this documentId. */
  async removeForOwner(documentId: string): Promise<boolean> {
    const { entries } = await strapi.documents(UID).delete({ documentId });
    return entries.length > 0;
  },
}));

import { createHash, randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { categoryOfHeading, isCategory, sectionOfCategory } from '@blog/rules/category';
import { articleToWire } from '../../../lib/article-wire';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';

const UID = 'api::preview-link.preview-link';
const DRAFT = 'api::draft.draft';

/** How long a link opens its draft (the seven days). */
const PREVIEW_LINK_DAYS = 7;
const LIFETIME_MS = PREVIEW_LINK_DAYS * 24 * 3600_000;

/** Only this is kept: a leaked table opens no draft. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (value: unknown) => new Date(value as string).toISOString();

type LinkRow = { documentId: string; createdAt: unknown; expiresAt: unknown };
const linkToWire = (row: LinkRow) => ({ id: row.documentId, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) });

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Whether the owner has a draft with this id. */
  async draftExists(draft: string) {
    return (await strapi.db.query(DRAFT).count({ where: { documentId: draft } })) > 0;
  },

  /** A new link to a draft: the token goes to the owner once and is never stored. */
  async share(draft: string) {
    // Expired links of any draft go, a bounded batch at a time: the table stays small without a timer.
    await sweepRows(strapi, UID, (rows) => rows.where('expires_at', '<', new Date(Date.now() - KEEP_MS)));
    const token = randomBytes(32).toString('base64url');
    const row = await strapi.documents(UID).create({
      data: { draft, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + LIFETIME_MS).toISOString() },
    });
    return { ...linkToWire(row as LinkRow), token };
  },

  /** A draft's links that still open it, newest first. */
  async listOf(draft: string) {
    const rows = await strapi.db.query(UID).findMany({
      where: { draft, expiresAt: { $gt: new Date() } },
      select: ['documentId', 'createdAt', 'expiresAt'],
      orderBy: [{ id: 'desc' }],
      limit: 100,
    });
    return rows.map((row) => linkToWire(row as LinkRow));
  },

  /** Revokes a link: it is deleted, so it opens nothing from now on. True when there was one. */
  async revoke(link: string) {
    const { count } = await strapi.db.query(UID).deleteMany({ where: { documentId: link } });
    return count > 0;
  },

  /** The draft a token opens, as the reader's article routes send an article; null once revoked, expired or published. */
  async open(token: string) {
    const link = await strapi.db.query(UID).findOne({ where: { tokenHash: hashOf(token), expiresAt: { $gt: new Date() } } });
    if (!link) return null;
    // A publish deletes the draft: its links open nothing from then on.
    const draft = await strapi.documents(DRAFT).findOne({ documentId: String(link.draft) });
    if (!draft) return null;
    const heading = String(draft.headingSave ?? '');
    const category = isCategory(draft.category) ? draft.category : categoryOfHeading(heading);
    return {
      data: { ...articleToWire(draft, true), category, section: sectionOfCategory(category) },
      meta: { expiresAt: iso(link.expiresAt) },
    };
  },
}));

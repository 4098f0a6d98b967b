import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { openSecret, sealSecret } from '../../../lib/vault-crypto';
import type { VaultEntry } from '@blog/contract/inputs/vault';
import { stored } from '../../../lib/stored';

const UID = 'api::vault-entry.vault-entry';

/** The most entries the vault holds: the list is sent whole, so it must stay small. */
export const VAULT_CAPACITY = 1000;

/** One entry in the spec's wire form: the name as character codes, the password in plain text (null if it cannot be decrypted). */
export type VaultEntryWire = { _id: string; name: number[]; password: string | null };

export type VaultList = { data: VaultEntryWire[]; meta: { total: number; undecryptable?: number } };

const charCodes = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));

// Case-insensitive, then by exact name and id, so the order is one and the same on SQLite and PostgreSQL.
const caseInsensitive = new Intl.Collator('en', { sensitivity: 'accent' });
const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
type StoredEntry = { documentId: string; name: string; secret: string };
const byName = (a: StoredEntry, b: StoredEntry) =>
  caseInsensitive.compare(a.name, b.name) || codeUnitOrder(a.name, b.name) || codeUnitOrder(a.documentId, b.documentId);

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Every entry (at most VAULT_CAPACITY), sorted by name case-insensitively, decrypted with `key`. */
  async listForOwner(key: Buffer): Promise<VaultList> {
    const docs = await strapi.documents(UID).findMany({ fields: ['name', 'secret'] });
    const rows: StoredEntry[] = docs.map((doc) => ({
      documentId: doc.documentId,
      name: stored(doc.name, 'name'),
      secret: stored(doc.secret, 'secret'),
    }));
    const data = rows
      .sort(byName)
      .map((row) => ({ _id: row.documentId, name: charCodes(row.name), password: openSecret(row.secret, key) }));
    // A secret sealed with another key (VAULT_KEY replaced) is listed without its password, never a failed page.
    const undecryptable = data.filter((entry) => entry.password === null).length;
    return { data, meta: undecryptable ? { total: data.length, undecryptable } : { total: data.length } };
  },

  /** Stores a new entry, its password sealed; 400 once the vault holds VAULT_CAPACITY entries. */
  async add(key: Buffer, { name, password }: VaultEntry): Promise<VaultEntryWire> {
    if ((await strapi.documents(UID).count({})) >= VAULT_CAPACITY) {
      throw new errors.ValidationError(`The vault is full (${VAULT_CAPACITY} entries).`);
    }
    const doc = await strapi.documents(UID).create({ data: { name, secret: sealSecret(password, key) }, fields: ['name'] });
    return { _id: doc.documentId, name: charCodes(stored(doc.name, 'name')), password };
  },

  /** Replaces an entry's name and password (a fresh IV). False when no entry has this documentId. */
  async replace(key: Buffer, documentId: string, { name, password }: VaultEntry): Promise<boolean> {
    const doc = await strapi.documents(UID).update({ documentId, data: { name, secret: sealSecret(password, key) }, fields: ['name'] });
    return doc !== null;
  },

  /** Deletes one entry. False when no entry has this documentId. */
  async remove(documentId: string): Promise<boolean> {
    const { entries } = await strapi.documents(UID).delete({ documentId });
    return entries.length > 0;
  },
}));

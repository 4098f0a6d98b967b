import { factories } from '@strapi/strapi';
import { vaultKey } from '../../../lib/vault-crypto';
import { parseInput } from '../../../lib/validate';
import { bodyFields, changedEntryInput, entryReference, newEntryInput } from '../../../lib/vault-entry-input';

const UID = 'api::vault-entry.vault-entry';

const NOT_CONFIGURED = 'The vault is not configured (VAULT_KEY).';
const NOT_FOUND = 'No vault entry has this id.';

/** The old client compares the answer with a bare word: a JSON string body. */
function word(ctx, text: 'updated' | 'deleted') {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(text);
}

/**
 * The owner's Passwords page (docs/spec/admin-side.md section 7, calls 14 to 17). The
 * policies have checked the site key and the owner's session; every answer is
 * `private, no-store` (policies/private-answer.ts). Without a usable VAULT_KEY
 * every route answers 503 before it reads its input.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async ownerList(ctx) {
    const key = vaultKey();
    if (!key) return ctx.serviceUnavailable(NOT_CONFIGURED);
    ctx.body = await strapi.service(UID).listForOwner(key);
  },

  async ownerAdd(ctx) {
    const key = vaultKey();
    if (!key) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const entry = parseInput(newEntryInput, bodyFields(ctx.request.body));
    ctx.created({ data: await strapi.service(UID).add(key, entry) });
  },

  async ownerUpdate(ctx) {
    const key = vaultKey();
    if (!key) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const { _id, ...entry } = parseInput(changedEntryInput, bodyFields(ctx.request.body));
    if (!(await strapi.service(UID).replace(key, _id, entry))) return ctx.notFound(NOT_FOUND);
    word(ctx, 'updated');
  },

  async ownerDelete(ctx) {
    if (!vaultKey()) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const { indexArray } = parseInput(entryReference, ctx.query);
    if (!(await strapi.service(UID).remove(indexArray))) return ctx.notFound(NOT_FOUND);
    word(ctx, 'deleted');
  },
}));

import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { cmsConfig } from '../../../lib/config';
import { parseVaultKey } from '../../../lib/vault-crypto';
import { VAULT_INPUTS } from '@blog/contract/inputs/vault';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::vault-entry.vault-entry';

const NOT_CONFIGURED = 'The vault is not configured (VAULT_KEY).';
const NOT_FOUND = 'No vault entry has this id.';

const vaultKey = () => parseVaultKey(cmsConfig().vaultKey);

/** The old client compares the answer with a bare word: a JSON string body. */
function word(ctx: Context, text: 'updated' | 'deleted') {
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
    ctx.body = await serviceOf(strapi, UID).listForOwner(key);
  },

  async ownerAdd(ctx) {
    const key = vaultKey();
    if (!key) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const entry = readInput(VAULT_INPUTS.add, ctx);
    ctx.created({ data: await serviceOf(strapi, UID).add(key, entry) });
  },

  async ownerUpdate(ctx) {
    const key = vaultKey();
    if (!key) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const { id, ...entry } = readInput(VAULT_INPUTS.update, ctx);
    if (!(await serviceOf(strapi, UID).replace(key, id, entry))) return ctx.notFound(NOT_FOUND);
    word(ctx, 'updated');
  },

  async ownerDelete(ctx) {
    if (!vaultKey()) return ctx.serviceUnavailable(NOT_CONFIGURED);
    const { id } = readInput(VAULT_INPUTS.remove, ctx);
    if (!(await serviceOf(strapi, UID).remove(id))) return ctx.notFound(NOT_FOUND);
    word(ctx, 'deleted');
  },
}));

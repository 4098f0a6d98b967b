import * as z from 'zod/mini';
import { route } from '../route';

/** The spec's wire form of a vault entry: the name as character codes, the password in plain text (null if it cannot be decrypted). */
const vaultEntryWire = z.object({ _id: z.string(), name: z.array(z.number()), password: z.nullable(z.string()) });

const owner = { access: 'owner', siteKey: true } as const;

/** The owner's password vault (the Passwords page). */
export const VAULT_ROUTES = {
  /** The whole vault, sorted by name; `undecryptable` only when some passwords could not be decrypted. */
  list: route({
    method: 'GET',
    path: '/hash-pswd',
    ...owner,
    answer: z.object({ data: z.array(vaultEntryWire), meta: z.object({ total: z.number(), undecryptable: z.optional(z.number()) }) }),
  }),
  add: route({ method: 'POST', path: '/hash-pswd', ...owner, answer: z.object({ data: vaultEntryWire }) }),
  /** The old client compares the answer with a bare word: a JSON string. */
  update: route({ method: 'PUT', path: '/hash-pswd', ...owner, answer: z.literal('updated') }),
  remove: route({ method: 'DELETE', path: '/hash-pswd', ...owner, answer: z.literal('deleted') }),
};

import { z } from 'zod';
import { input } from '../input';
import { VAULT_ROUTES } from '../routes/vault';
import { formBody } from './fields';

/**
 * What the owner's Passwords page may send (docs/spec/admin-side.md section 7, calls 14
 * to 17). The spec's client sends the name as a list of character codes
 * (UTF-16 code units, as `charCodeAt` gives them); plain text is accepted too.
 * Unknown fields are ignored. No message ever quotes the value.
 */
const NAME_MAX = 200;
const PASSWORD_MAX = 1000;

const isCharCode = (code: unknown) => Number.isInteger(code) && (code as number) >= 0 && (code as number) <= 0xffff;

const name = z.unknown().transform((value, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === undefined || value === null) return fail('is required');
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value) && value.every(isCharCode)) text = value.map((code) => String.fromCharCode(code)).join('');
  else return fail('must be text or a list of character codes');
  text = text.trim();
  if (text === '') return fail('is required');
  if (text.length > NAME_MAX) return fail(`must be at most ${NAME_MAX} characters`);
  // A lone surrogate is not text: it could not be stored as it was sent.
  if (/\p{Cs}/u.test(text)) return fail('must be text or a list of character codes');
  // A name is one line that the page shows; PostgreSQL also refuses U+0000 in text.
  if (/\p{Cc}/u.test(text)) return fail('must not contain control characters');
  return text;
});

const password = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') })
  .min(1, 'is required')
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
  // UTF-8 would turn a lone surrogate into U+FFFD: the password read back would not be the one sent.
  .refine((text) => !/\p{Cs}/u.test(text), 'must be text');

/** A vault entry's id: its Strapi documentId, a short run of letters and digits. */
const entryId = (required: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required
          : Array.isArray(issue.input)
            ? 'must be one vault entry id'
            : 'must be a vault entry id',
    })
    .min(1, required)
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be a vault entry id');

const newEntry = formBody({ name, password });

export const VAULT_INPUTS = {
  add: input(VAULT_ROUTES.add, { body: newEntry }),
  /** The spec's `_id` is the entry's id. */
  update: input(VAULT_ROUTES.update, {
    body: formBody({ _id: entryId('is required'), name, password }).transform(({ _id, ...entry }) => ({ id: _id, ...entry })),
  }),
  /** `?indexArray={entry id}`. */
  remove: input(VAULT_ROUTES.remove, {
    query: z.object({ indexArray: entryId('is required (?indexArray={entry id})') }).transform(({ indexArray }) => ({ id: indexArray })),
  }),
};

/** A vault entry as the owner writes it: its name and password. */
export type VaultEntry = z.output<typeof newEntry>;

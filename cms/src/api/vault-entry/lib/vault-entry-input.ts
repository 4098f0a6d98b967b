import { z } from 'zod';

/**
 * What the owner's Passwords page may send (docs/spec/admin-side.md section 7, calls 14
 * to 17). The spec's client sends the name as a list of character codes
 * (UTF-16 code units, as `charCodeAt` gives them); plain text is accepted too.
 * Unknown fields are ignored. No message ever quotes the value.
 */
export const NAME_MAX = 200;
export const PASSWORD_MAX = 1000;

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

export const newEntryInput = z.object({ name, password });
export const changedEntryInput = z.object({ _id: entryId('is required'), name, password });
export const entryReference = z.object({ indexArray: entryId('is required (?indexArray={entry id})') });

export type NewEntry = z.infer<typeof newEntryInput>;

/** The JSON body as an object; anything else reads as no fields ("is required"). */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

import { z } from 'zod';
import { type InputOf, input } from '../input';
import { SESSION_ROUTES } from '../routes/session';
import { NO_NUL, NO_NUL_MESSAGE, jsonBody } from './fields';

/**
 * The sign-in body (docs/spec/admin-side.md section 7, call 1): `admin` (the username), `email`
 * and `pswd` (the password) in base64 as the spec sends them, the answers to the form's other
 * checks, the question's attempt id and the human check's token. Only shape is checked here (400
 * with a reason); whether a value is right is the service's business and never told apart (404),
 * as is the site key at the path's end.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text a base64 value carries (UTF-8), or null when it is not strict base64 of UTF-8. */
function decodeBase64Text(value: string): string | null {
  if (!BASE64.test(value)) return null;
  try {
    return utf8.decode(Buffer.from(value, 'base64'));
  } catch {
    return null;
  }
}

const required = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `is required (${what})` : 'must be text');

const base64Text = (what: string) =>
  z
    .string({ error: required(`base64 of the ${what}`) })
    .min(1, `is required (base64 of the ${what})`)
    .max(1024, 'must be at most 1024 characters')
    .refine((value) => decodeBase64Text(value) !== null, 'must be base64 (of UTF-8 text)')
    .transform((value) => decodeBase64Text(value) as string);

const text = (what: string, max: number) =>
  z
    .string({ error: required(what) })
    .min(1, `is required (${what})`)
    .max(max, `must be at most ${max} characters`)
    .regex(NO_NUL, NO_NUL_MESSAGE);

const signInBody = jsonBody({
  admin: base64Text('username'),
  email: base64Text('e-mail address'),
  pswd: base64Text('password'),
  colours: text('four hex colours separated by spaces', 100),
  answer: text('the answer to the question', 200),
  attempt: text('the attempt from GET /api/sign-in/question', 100),
  humanCheck: text('the token from POST /api/human-check', 200),
}).transform(({ admin, pswd, ...checks }) => ({ username: admin, password: pswd, ...checks }));

export const SESSION_INPUTS = {
  signIn: input(SESSION_ROUTES.signIn, { body: signInBody }),
};

export type SignIn = InputOf<typeof SESSION_INPUTS.signIn>;

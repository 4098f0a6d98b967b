import { createHmac, randomBytes } from 'node:crypto';

/**
 * The owner's password, once bcrypt has matched it against a stored hash, is known good for a
 * while (issue 21): every edit and delete re-verifies it, and bcryptjs holds the CMS's one thread
 * for about 90 ms a time, stalling every reader's call behind each of the owner's saves. Only a
 * match is cached, as an HMAC of the password and the hash under a key of this process alone, so a
 * wrong password still costs a whole bcrypt (and counts as a failure), a changed password (a new
 * hash) matches nothing cached, and nothing cached is worth anything outside this process.
 */
const KEY = randomBytes(32);
const CACHED_MS = 10 * 60_000;
const CACHED_AT_MOST = 16;
const matched = new Map<string, number>();

const macOf = (password: string, hash: string) => createHmac('sha256', KEY).update(hash).update('\0').update(password).digest('base64');

/** Whether `password` is the one `hash` was made from; `compare` (bcrypt) runs unless a match is cached. */
export async function passwordMatches(
  password: string,
  hash: string,
  compare: (password: string, hash: string) => Promise<boolean>,
  now = Date.now(),
): Promise<boolean> {
  const mac = macOf(password, hash);
  const until = matched.get(mac);
  if (until !== undefined && until > now) return true;
  matched.delete(mac);
  const valid = await compare(password, hash);
  if (valid) {
    matched.set(mac, now + CACHED_MS);
    // The oldest first: Maps keep their order of insertion.
    if (matched.size > CACHED_AT_MOST) matched.delete(matched.keys().next().value!);
  }
  return valid;
}

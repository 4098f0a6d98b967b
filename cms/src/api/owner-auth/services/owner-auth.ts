import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { OWNER_ROLE_TYPE } from '../../../bootstrap/owner';
import { normaliseAnswer, normaliseColours } from '../../../lib/sign-in-config';
import type { SignIn } from '@blog/contract/inputs/session';
import { cmsConfig } from '../../../lib/config';
import { clientKey } from '@blog/rules/client-key';
import { deviceKey } from '../lib/device-cookie';
import { serviceOf } from '../../../lib/services';

const USER = 'plugin::users-permissions.user';
const ATTEMPTS = 'api::sign-in-attempt.sign-in-attempt';
const FAILURES = 'api::sign-in-failure.sign-in-failure';
const SESSIONS = 'api::owner-session.owner-session';
const HUMAN_CHECK = 'api::human-check.human-check';

/** There is one account to sign in to, so every credential failure counts against it. */
export const ACCOUNT_KEY = 'account:owner';
/** The lockout key of a client address: an IPv6 client's /64 (lib/client-address.ts). */
export const addressKey = (address: string) => `ip:${clientKey(address)}`;

export type SignInOutcome =
  | { outcome: 'locked'; retryAfter: number }
  | { outcome: 'failed' }
  | { outcome: 'signed-in'; jwt: string; user: { username: string; email: string } };

/** Whom a sign-in's failures count against: a known device alone, else its address and the account. */
const lockoutKeys = (address: string, device: string | null) => (device ? [deviceKey(device)] : [addressKey(address), ACCOUNT_KEY]);

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Equal in constant time (on digests, so lengths do not show); a missing expected value never matches. */
const same = (given: string, expected: string | null | undefined) =>
  typeof expected === 'string' && timingSafeEqual(digest(given), digest(expected));

let warnedAboutConfig = false;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** A misconfigured sign-in fails closed; say so once, loudly, rather than let the owner guess. */
  function checkConfig() {
    const { colours, answers } = cmsConfig().signIn;
    const broken = colours === null || answers === null;
    if (broken && !warnedAboutConfig) {
      warnedAboutConfig = true;
      strapi.log.error('sign-in: SIGNIN_COLOURS and SIGNIN_ANSWERS are not set; nobody can sign in until they are.');
    }
  }

  async function findOwner() {
    return strapi.db.query(USER).findOne({
      where: { role: { type: OWNER_ROLE_TYPE } },
      select: ['id', 'username', 'email', 'password', 'blocked'],
      orderBy: { id: 'asc' },
    });
  }

  /** Counts a failure that was reserved for `keys` (all or none: a locked key is answered 429). */
  async function failOn(keys: string[], address: string): Promise<SignInOutcome> {
    const reservation = await serviceOf(strapi, FAILURES).reserve(keys);
    if (reservation.retryAfter > 0) return { outcome: 'locked', retryAfter: reservation.retryAfter };
    await serviceOf(strapi, FAILURES).failed(reservation, address, 'sign-in');
    return { outcome: 'failed' };
  }

  return {
    /** True for the site key (a public value: it says which site, it authorises nothing). */
    isSiteKey(key: unknown): boolean {
      const expected = cmsConfig().site.key;
      return typeof key === 'string' && expected !== '' && same(key, expected);
    },

    /** A random question of the five, remembered with a single-use attempt id; the same one for an address until a sign-in spends it. */
    async question(address: string): Promise<{ attempt: string; question: string }> {
      checkConfig();
      return serviceOf(strapi, ATTEMPTS).issue(addressKey(address));
    },

    /**
     * The guarded sign-in (docs/spec/admin-side.md section 5, docs/design.md section 2), after
     * the body's shape: the lockout (nothing else is looked at while it lasts),
     * the human check and the attempt (both spent), then every credential.
     * A failure never says which part failed.
     *
     * The failure is reserved before the credentials are compared and settled
     * after (sign-in-failure's reserve), so however many requests arrive at
     * once, no more are compared than the lockout allows.
     *
     * A browser with a valid device cookie (`device`, api/owner-auth/lib/device-cookie.ts) is
     * judged by its own failures alone. Any other: the token and the attempt are
     * not secrets, so failing them counts against the address only (otherwise
     * anyone could lock the owner out with empty requests); a wrong credential
     * counts against the address and the account.
     */
    async signIn(input: SignIn, address: string, device: string | null): Promise<SignInOutcome> {
      const keys = lockoutKeys(address, device);
      const retryAfter = await serviceOf(strapi, FAILURES).lockedFor(keys);
      if (retryAfter > 0) return { outcome: 'locked', retryAfter };

      const tokenOk: boolean = await serviceOf(strapi, HUMAN_CHECK).consume(input.humanCheck);
      const question: number | null = await serviceOf(strapi, ATTEMPTS).consume(input.attempt, addressKey(address));
      if (!tokenOk || question === null)
        return failOn(
          keys.filter((key) => key !== ACCOUNT_KEY),
          address,
        );

      const reservation = await serviceOf(strapi, FAILURES).reserve(keys);
      if (reservation.retryAfter > 0) return { outcome: 'locked', retryAfter: reservation.retryAfter };
      checkConfig();
      const owner = await findOwner();
      // Every check runs, so the time taken does not tell which one failed.
      const results = [
        same(normaliseColours(input.colours), cmsConfig().signIn.colours),
        same(normaliseAnswer(input.answer), cmsConfig().signIn.answers?.[question]),
        same(input.username, owner?.username),
        same(input.email.trim().toLowerCase(), owner?.email?.toLowerCase()),
        owner?.password ? await strapi.plugin('users-permissions').service('user').validatePassword(input.password, owner.password) : false,
      ];
      if (!owner || owner.blocked || !results.every(Boolean)) {
        await serviceOf(strapi, FAILURES).failed(reservation, address, 'sign-in');
        return { outcome: 'failed' };
      }

      await serviceOf(strapi, FAILURES).clear(reservation);
      const jwt: string = await serviceOf(strapi, SESSIONS).open(owner.id);
      return { outcome: 'signed-in', jwt, user: { username: owner.username, email: owner.email } };
    },
  };
};

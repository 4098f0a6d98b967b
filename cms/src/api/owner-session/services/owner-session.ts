import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { OWNER_ROLE_TYPE } from '../../../bootstrap/owner';
import { SESSION_MAX_AGE_SECONDS } from '../../../lib/session-cookie';
import { KEEP_MS, sweepRows } from '../../../lib/sweep';

const UID = 'api::owner-session.owner-session';
const USER = 'plugin::users-permissions.user';

export type SessionUser = { id: number; username: string; email: string };
/** What a session cookie is worth: the owner, a signed-in user who is not the owner, or nothing. */
export type SessionVerdict = { state: 'owner'; user: SessionUser } | { state: 'not-owner' } | { state: 'signed-out' };

const SIGNED_OUT: SessionVerdict = { state: 'signed-out' };

export default factories.createCoreService(UID, ({ strapi }) => {
  const table = () => strapi.db.metadata.get(UID).tableName;
  const jwt = () => strapi.plugin('users-permissions').service('jwt');

  const sweep = (now: Date) => sweepRows(strapi, UID, (rows) => rows.where('expires_at', '<', new Date(now.getTime() - KEEP_MS)));

  /** The JWT's claims when its signature and expiry hold, else null. */
  async function claims(token: string | undefined): Promise<{ id: number; sid: string } | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    try {
      const payload = await jwt().verify(token);
      const id = Number(payload?.id);
      const sid = payload?.sid;
      return Number.isInteger(id) && id > 0 && typeof sid === 'string' && sid.length > 0 && sid.length <= 64 ? { id, sid } : null;
    } catch {
      return null;
    }
  }

  return {
    /**
     * A new session for `userId`: a row the server can end, and the
     * users-permissions JWT that names it (`sid`). Both last 7 days.
     */
    async open(userId: number): Promise<string> {
      const now = new Date();
      await sweep(now);
      const sid = randomBytes(32).toString('base64url');
      await strapi.documents(UID).create({
        data: { sessionId: sid, userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000), revoked: false },
      });
      return jwt().issue({ id: userId, sid }, { expiresIn: SESSION_MAX_AGE_SECONDS });
    },

    /**
     * The one check of a session cookie, used by the is-owner policy and GET
     * /api/session: a JWT signed with JWT_SECRET and unexpired, whose session
     * row exists, is not revoked and has not expired, for an unblocked user.
     * That user in the owner role is the owner; anyone else is 'not-owner'.
     */
    async verify(token: string | undefined): Promise<SessionVerdict> {
      const found = await claims(token);
      if (!found) return SIGNED_OUT;
      const session = await strapi.db
        .connection(table())
        .where({ session_id: found.sid, user_id: found.id, revoked: false })
        .andWhere('expires_at', '>', new Date())
        .first('id');
      if (!session) return SIGNED_OUT;
      const user = await strapi.db.query(USER).findOne({
        where: { id: found.id },
        select: ['id', 'username', 'email', 'blocked'],
        populate: { role: { select: ['type'] } },
      });
      if (!user || user.blocked) return SIGNED_OUT;
      if (user.role?.type !== OWNER_ROLE_TYPE) return { state: 'not-owner' };
      return { state: 'owner', user: { id: user.id, username: user.username, email: user.email } };
    },

    /** The id of the session a valid cookie names (its signature and expiry hold), else null. */
    async sessionId(token: string | undefined): Promise<string | null> {
      return (await claims(token))?.sid ?? null;
    },

    /** Ends the session a cookie names, if it names one; a bad or unknown cookie changes nothing. */
    async revoke(token: string | undefined): Promise<void> {
      const found = await claims(token);
      if (!found) return;
      await strapi.db
        .connection(table())
        .where({ session_id: found.sid, user_id: found.id })
        .update({ revoked: true, updated_at: new Date() });
    },
  };
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readSessionCookie } from './session-cookie';
import { serviceOf } from './services';

/**
 * Whether a request comes from the signed-in owner: the session cookie checked as the
 * is-owner policy checks it (signature, session row, Owner role), never a cookie or header
 * the browser could make up. For public routes that treat the owner apart (ADR 28: the
 * owner's own views are not counted); a request without a session cookie costs no query.
 */
export async function isOwnerRequest(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const token = readSessionCookie(ctx.request.headers);
  if (!token) return false;
  return (await serviceOf(strapi, 'api::owner-session.owner-session').verify(token)).state === 'owner';
}

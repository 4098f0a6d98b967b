import { API } from '@blog/contract/routes';
import { cmsAnswer, cmsFetch } from '~/lib/cms.server';
import { hasSessionCookie } from '~/lib/cookies';
import type { Owner } from '~/lib/owner';

/**
 * The signed-in owner of this request, checked by the CMS (GET /api/session
 * answers 201 for a valid session). No session cookie: no call at all. A CMS
 * that cannot answer is a 503 page, not a signed-out owner.
 */
export async function getOwner(request: Request): Promise<Owner | null> {
  const cookie = request.headers.get('Cookie');
  if (!cookie || !hasSessionCookie(cookie)) return null;
  const response = await cmsFetch(API.session.session, { headers: { Cookie: cookie } }, 5000);
  if (response.status !== 201) return null;
  return (await cmsAnswer(API.session.session, response)).data;
}

import { data } from 'react-router';
import { hasSessionCookie } from '~/lib/cookies';
import { cmsUrl } from '~/lib/env.server';
import type { Owner } from '~/features/sign-in/api/sign-in';

/**
 * The signed-in owner of this request, checked by the CMS (GET /api/session
 * answers 201 for a valid session). No session cookie: no call at all.
 */
export async function getOwner(request: Request): Promise<Owner | null> {
  const cookie = request.headers.get('Cookie');
  if (!cookie || !hasSessionCookie(cookie)) return null;
  let response: Response;
  try {
    response = await fetch(`${cmsUrl()}/api/session`, { headers: { Cookie: cookie, Accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  } catch {
    throw data({ message: 'The blog is not reachable right now. Please try again in a moment.' }, { status: 503 });
  }
  if (response.status !== 201) return null;
  return ((await response.json()) as { data: Owner }).data;
}

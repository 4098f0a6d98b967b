import { API } from '@blog/contract/routes';
import { redirect } from 'react-router';
import type { Route } from './+types/signout';
import { cmsFetch } from '~/lib/cms.server';

/** Signout ends the session on the server (the CMS revokes it) and removes the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers({ Location: '/' });
  try {
    const response = await cmsFetch(API.session.signOut, { headers: { Cookie: request.headers.get('Cookie') ?? '' } }, 5000);
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {
    // The CMS is down: the cookie goes anyway, and the session expires by itself.
  }
  if (!headers.has('Set-Cookie')) headers.append('Set-Cookie', 'session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict');
  return redirect('/', { status: 303, headers });
}

export function loader() {
  return redirect('/');
}

import { data, redirect } from 'react-router';
import type { Route } from './+types/preferences';
import { clearedCookie, preferenceCookie } from '~/lib/cookies';
import { CONSENT_COOKIE, CONSENT_DAYS } from '~/lib/site-state';
import { THEME_COOKIE, THEME_DAYS } from '~/lib/theme';

/**
 * The reader's display choices, as a form POST, so the theme toggle and the
 * cookie banner work before JavaScript has loaded. With JavaScript the same
 * forms are submitted by a fetcher and the page does not reload.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  let cookie: string;
  if (intent === 'theme') {
    const theme = form.get('theme');
    if (theme !== 'dark' && theme !== 'light') throw data({ message: 'theme must be dark or light' }, { status: 400 });
    cookie = theme === 'dark' ? preferenceCookie(THEME_COOKIE, 'dark', THEME_DAYS) : clearedCookie(THEME_COOKIE);
  } else if (intent === 'consent') {
    cookie = preferenceCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
  } else {
    throw data({ message: 'intent must be theme or consent' }, { status: 400 });
  }
  const back = safeReturnPath(form.get('returnTo'));
  // A fetcher wants no redirect; a plain form post goes back to the page it came from.
  if (request.headers.get('Accept')?.includes('text/html') && back) {
    return redirect(back, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
}

/** Only a path on this site, so the form cannot be used as an open redirect. */
function safeReturnPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

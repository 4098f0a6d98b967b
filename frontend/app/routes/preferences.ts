import { data, redirect } from 'react-router';
import type { Route } from './+types/preferences';
import { preferenceCookie } from '~/lib/cookies';
import { webConfig } from '~/lib/config.server';
import { readForm } from '~/lib/form.server';
import { CONSENT_COOKIE, CONSENT_DAYS } from '~/lib/site-state';
import { THEME_COOKIE, THEME_DAYS } from '~/lib/theme';

/**
 * The reader's display choices, as a form POST, so the theme toggle and the
 * cookie banner work before JavaScript has loaded. With JavaScript the same
 * forms are submitted by a fetcher and the page does not reload.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  let cookie: string;
  if (intent === 'theme') {
    const theme = form.get('theme');
    if (theme !== 'dark' && theme !== 'light') throw data({ message: 'theme must be dark or light' }, { status: 400 });
    // Light is stored too: without a choice the page follows the device, which may be dark (ADR 31).
    cookie = preferenceCookie(THEME_COOKIE, theme, THEME_DAYS);
  } else if (intent === 'consent') {
    cookie = preferenceCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
  } else {
    throw data({ message: 'intent must be theme or consent' }, { status: 400 });
  }
  // A fetcher wants no redirect; a plain form post goes back to the page it came from.
  if (request.headers.get('Accept')?.includes('text/html')) {
    return redirect(safeReturnPath(form.get('returnTo')), { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
}

/**
 * Only a path on this site, so the form cannot be used as an open redirect; anything else
 * goes home. Parsed as the browser parses the Location (tabs and line breaks dropped, `/\host`
 * and `//host` lead off the site), so what is checked is where the reader would really go.
 */
function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string') return '/';
  const site = new URL(webConfig().publicUrl);
  try {
    const target = new URL(value, site);
    return target.origin === site.origin ? target.pathname + target.search + target.hash : '/';
  } catch {
    return '/';
  }
}

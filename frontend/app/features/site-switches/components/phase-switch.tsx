import Cookies from 'js-cookie';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { DEVELOPMENT_COOKIE } from '~/lib/site-state';
import { ToggleSwitch } from './toggle-switch';

/** How long the development phase stays on unless turned off. */
const PHASE_DAYS = 365;

/**
 * Phase: development mode, on while the cookie named `on` exists. The state
 * is the server's reading of the cookie (the root loader), so after a flip
 * the page revalidates and the header's 'Development Phase' badge follows.
 */
export function PhaseSwitch() {
  const root = useRouteLoaderData('root') as { development?: boolean } | undefined;
  const revalidator = useRevalidator();
  const on = root?.development ?? false;

  function toggle() {
    if (on) Cookies.remove(DEVELOPMENT_COOKIE, { path: '/' });
    else Cookies.set(DEVELOPMENT_COOKIE, 'true', { path: '/', sameSite: 'lax', expires: PHASE_DAYS });
    void revalidator.revalidate();
  }

  return (
    <ToggleSwitch
      label="Phase"
      description="Shows a 'Development Phase' badge in the site header, in this browser only."
      checked={on}
      stateText={on ? 'on' : 'off'}
      busy={revalidator.state !== 'idle'}
      onToggle={toggle}
    />
  );
}

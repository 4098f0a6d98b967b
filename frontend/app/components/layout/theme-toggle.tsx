import moon from 'lucide-static/icons/moon.svg?raw';
import sun from 'lucide-static/icons/sun.svg?raw';
import { useFetcher, useLocation } from 'react-router';
import { Icon } from '~/components/icon';
import { pageAddress } from '~/lib/page-address';
import type { ThemeSetting } from '~/lib/theme';

/** The theme the page shows: what is being submitted right now, else what the server read. */
export function useOptimisticTheme(serverTheme: ThemeSetting): ThemeSetting {
  const fetcher = useFetcher({ key: 'theme' });
  const pending = fetcher.formData?.get('theme');
  return pending === 'dark' || pending === 'light' ? pending : serverTheme;
}

/**
 * Offers the other theme. Which one is other depends on the theme shown, and with no choice
 * stored only the device knows that (CSS does, the server does not): both buttons are in the
 * page and the style sheet hides the one for the theme already shown (`.to-light`, `.to-dark`).
 */
export function ThemeToggle() {
  const fetcher = useFetcher({ key: 'theme' });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/preferences" className="theme-toggle">
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="returnTo" value={pageAddress(location.pathname, location.search)} />
      <button
        type="submit"
        name="theme"
        value="dark"
        className="icon-button to-dark"
        aria-label="Switch to dark theme"
        title="Switch to dark theme"
      >
        <Icon svg={moon} />
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        className="icon-button to-light"
        aria-label="Switch to light theme"
        title="Switch to light theme"
      >
        <Icon svg={sun} />
      </button>
    </fetcher.Form>
  );
}

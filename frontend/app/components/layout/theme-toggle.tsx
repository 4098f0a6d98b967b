import { useFetcher, useLocation } from 'react-router';
import { pageAddress } from '~/lib/page-address';
import type { Theme } from '~/lib/theme';

/** The theme the page shows: what is being submitted right now, else what the server read. */
export function useOptimisticTheme(serverTheme: Theme): Theme {
  const fetcher = useFetcher({ key: 'theme' });
  const pending = fetcher.formData?.get('theme');
  return pending === 'dark' || pending === 'light' ? pending : serverTheme;
}

export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: 'theme' });
  const location = useLocation();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <fetcher.Form method="post" action="/preferences" className="theme-toggle">
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="returnTo" value={pageAddress(location.pathname, location.search)} />
      <button type="submit" className="icon-button" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
        <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      </button>
    </fetcher.Form>
  );
}

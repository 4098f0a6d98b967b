import { useFetcher, useLocation } from 'react-router';
import { pageAddress } from '~/lib/page-address';

/** The consent notice; 'Alright' stores the consent cookie for a day (works without JavaScript too). */
export function CookieBanner({ consented }: { consented: boolean }) {
  const fetcher = useFetcher({ key: 'consent' });
  const location = useLocation();
  if (consented || fetcher.state !== 'idle' || fetcher.data) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p>This site uses a few cookies to remember your theme and your choices. No tracking, no advertising.</p>
      <fetcher.Form method="post" action="/preferences">
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="returnTo" value={pageAddress(location.pathname, location.search)} />
        <button type="submit" className="button">
          Alright
        </button>
      </fetcher.Form>
    </section>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_POST_KEY } from '~/lib/site-state';
import { useHydrated } from '~/lib/use-hydrated';

const WAIT_MS = 3000;

export function meta() {
  return [{ title: 'Publishing…' }, { name: 'robots', content: 'noindex' }];
}

/** Only a path on this site, never another origin. */
const sitePath = (target: string | null) => (target && target.startsWith('/') && !target.startsWith('//') ? target : null);

/** After a post: wait about 3 s, then go to the stored redirect-post path, or home. */
export default function RedirectPlayPostFlow() {
  const navigate = useNavigate();
  // The article's real address, shown while the page waits (local storage: in the browser only).
  const target = useHydrated() ? sitePath(window.localStorage.getItem(REDIRECT_POST_KEY)) : null;
  useEffect(() => {
    const stored = sitePath(window.localStorage.getItem(REDIRECT_POST_KEY));
    const timer = window.setTimeout(() => {
      window.localStorage.removeItem(REDIRECT_POST_KEY);
      navigate(stored ?? '/', { replace: true });
    }, WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="page narrow redirect-page" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>Taking you to your article…</p>
      {target && (
        <p className="muted">
          Its address: <Link to={target}>{target}</Link>
        </p>
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_POST_KEY } from '~/lib/site-state';

const WAIT_MS = 3000;

export function meta() {
  return [{ title: 'Publishing…' }, { name: 'robots', content: 'noindex' }];
}

/** After a post: wait about 3 s, then go to the stored redirect-post path, or home. */
export default function RedirectPlayPostFlow() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = window.localStorage.getItem(REDIRECT_POST_KEY);
      window.localStorage.removeItem(REDIRECT_POST_KEY);
      // Only a path on this site, never another origin.
      navigate(target && target.startsWith('/') && !target.startsWith('//') ? target : '/', { replace: true });
    }, WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="page narrow redirect-page" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>Taking you to your article…</p>
    </section>
  );
}

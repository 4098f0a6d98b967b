import compass from 'lucide-static/icons/compass.svg?raw';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatePanel } from './state-panel';

/** The 404 page. `search`: a search box the root composes in, one more way on. */
export function NotFound({ search }: { search?: ReactNode }) {
  return (
    <section className="page narrow not-found">
      <title>WebPage not found!</title>
      <StatePanel
        icon={compass}
        code="404"
        title="WebPage not found!"
        actions={
          <>
            <Link to="/" className="button">
              Go home
            </Link>
            <Link to="/blog" className="button secondary">
              Read the blog
            </Link>
            <Link to="/blog/page/articles" className="button secondary">
              All articles
            </Link>
          </>
        }
      >
        <p>The page you asked for does not exist, or it moved. Try one of these, or search for it.</p>
        {search}
      </StatePanel>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { clearAuthRecord } from '~/lib/local-auth';
import persona from '../../persona.json';
import { ScriptureQuotes } from './scripture-quotes';

const CATEGORY_LINKS = [
  { to: '/blog/page/coding', label: 'Coding' },
  { to: '/blog/page/health', label: 'Health' },
  { to: '/blog/page/mind-growth', label: 'Mind growth' },
];

const MAIN_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/blog/page/articles', label: 'All articles' },
  { to: '/about', label: 'About' },
  { to: '/ping', label: 'Ping' },
  { to: '/sitemap', label: 'Sitemap' },
];

/** `searchBox` comes from the root route, which composes the search feature into the layout. */
export function SiteFooter({ signedIn, searchBox }: { signedIn: boolean; searchBox: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      {/* The home page has no search box. */}
      {pathname !== '/' && searchBox}
      <div className="footer-columns">
        <nav aria-label="Categories">
          <h2>Categories</h2>
          <ul>
            {CATEGORY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Pages">
          <h2>Pages</h2>
          <ul>
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <a href="/rss.xml">RSS</a>
            </li>
            {signedIn && (
              <li>
                <Link to="/dashboard">Dashboard</Link>
              </li>
            )}
            <li>
              {signedIn ? (
                <form method="post" action="/signout">
                  <button type="submit" className="link-button" onClick={clearAuthRecord}>
                    Logout
                  </button>
                </form>
              ) : (
                <Link to="/sign-in">Login</Link>
              )}
            </li>
          </ul>
        </nav>
        <ScriptureQuotes />
      </div>
      <div className="footer-bottom">
        <a href="#top" className="scroll-top" onClick={scrollToTop}>
          Back to top ↑
        </a>
        <Link to="/privacy-policy">Terms and privacy</Link>
        <p>
          © {new Date().getFullYear()} {persona.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function scrollToTop(event: React.MouseEvent) {
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

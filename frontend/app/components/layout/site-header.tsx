import { Link, useLocation } from 'react-router';
import persona from '../../persona.json';
import { SiteMenu } from './site-menu';
import { ThemeToggle } from './theme-toggle';

type Props = { development: boolean; aboutPaths: string[] };

/** One row at every width: the site's name (shortened with an ellipsis if need be), then the tools. */
export function SiteHeader({ development, aboutPaths }: Props) {
  const { pathname } = useLocation();
  // The author pages (/about and /{name}) show no menu.
  const showMenu = !aboutPaths.includes(pathname.replace(/\/+$/, '') || '/');
  return (
    <header className="site-header">
      <Link to="/" className="site-title">
        <span className="brand-mark" aria-hidden="true">
          {persona.brand.charAt(0)}
        </span>
        <span className="brand-name">{persona.brand}</span>
      </Link>
      <div className="header-tools">
        {development && <span className="development-badge">Development Phase</span>}
        <ThemeToggle />
        {showMenu && <SiteMenu />}
      </div>
    </header>
  );
}

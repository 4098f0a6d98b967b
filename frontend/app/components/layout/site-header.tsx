import { Link, useLocation } from 'react-router';
import type { Theme } from '~/lib/theme';
import persona from '../../persona.json';
import { SiteMenu } from './site-menu';
import { ThemeToggle } from './theme-toggle';

type Props = { theme: Theme; development: boolean; aboutPaths: string[] };

export function SiteHeader({ theme, development, aboutPaths }: Props) {
  const { pathname } = useLocation();
  // The author pages (/about and /{name}) show no menu.
  const showMenu = !aboutPaths.includes(pathname.replace(/\/+$/, '') || '/');
  return (
    <header className="site-header">
      <Link to="/" className="site-title">
        {persona.brand}
      </Link>
      <div className="header-tools">
        {development && <span className="development-badge">Development Phase</span>}
        <ThemeToggle theme={theme} />
        {showMenu && <SiteMenu />}
      </div>
    </header>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import menuIcon from 'lucide-static/icons/menu.svg?url';
import closeIcon from 'lucide-static/icons/x.svg?url';
import hideIcon from 'lucide-static/icons/panel-left-close.svg?url';
import showIcon from 'lucide-static/icons/panel-left-open.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import type { OwnerOverview } from '~/lib/owner-overview';
import { DashboardMenu } from './dashboard-menu';

/** From this width the menu is a sidebar; below it, a disclosure behind the Menu button (dashboard.css agrees). */
export const SIDEBAR_QUERY = '(min-width: 60rem)';
const MENU_ID = 'dashboard-menu';
const isSidebar = () => window.matchMedia(SIDEBAR_QUERY).matches;

type Props = { username: string; overview?: OwnerOverview; children: ReactNode };

/**
 * The dashboard's frame: the menu as a sidebar on a desktop, behind a Menu
 * button on a phone, and the page beside or under it. The phone's menu is a
 * `<details>`, so it opens and closes before any script has run; once React
 * runs, Escape closes it and gives focus back to the button, and choosing an
 * entry closes it. The spec's 'Hide menu' / 'Show menu' takes the whole bar away.
 */
export function DashboardShell({ username, overview, children }: Props) {
  const [menuShown, setMenuShown] = useState(true);
  // The disclosure's state; on a desktop it is always open (the sidebar).
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const sidebar = window.matchMedia(SIDEBAR_QUERY);
    const follow = () => setOpen(sidebar.matches);
    follow();
    sidebar.addEventListener('change', follow);
    return () => sidebar.removeEventListener('change', follow);
  }, []);

  // The summary opens and closes the menu (the browser's own toggle); Escape anywhere in the
  // phone's open menu closes it and puts the focus back on its button.
  useEffect(() => {
    const details = disclosure.current;
    if (!details) return;
    const follow = () => setOpen(details.open);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open || isSidebar()) return;
      event.preventDefault();
      setOpen(false);
      summary.current?.focus();
    };
    details.addEventListener('toggle', follow);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      details.removeEventListener('toggle', follow);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuShown]);

  // Choosing an entry on a phone opens its page with the menu closed.
  const closeOnPhone = () => {
    if (!isSidebar()) setOpen(false);
  };

  return (
    <div className={menuShown ? 'dashboard-shell' : 'dashboard-shell menu-hidden'}>
      <div className="dashboard-side">
        <div className="dashboard-side-head">
          <p className="dashboard-owner">
            <span className="muted">Signed in as</span> <strong>{username}</strong>
          </p>
          <button
            type="button"
            className="dashboard-menu-visibility"
            aria-expanded={menuShown}
            aria-controls={menuShown ? MENU_ID : undefined}
            onClick={() => setMenuShown((shown) => !shown)}
          >
            <OwnerIcon src={menuShown ? hideIcon : showIcon} />
            <span>{menuShown ? 'Hide menu' : 'Show menu'}</span>
          </button>
        </div>
        {menuShown && (
          <details ref={disclosure} className="dashboard-nav" open={open}>
            <summary ref={summary} className="dashboard-menu-toggle" aria-expanded={open} aria-controls={MENU_ID}>
              <OwnerIcon src={open ? closeIcon : menuIcon} />
              Dashboard menu
            </summary>
            <DashboardMenu id={MENU_ID} overview={overview} onNavigate={closeOnPhone} />
          </details>
        )}
      </div>
      <section className="dashboard-content">{children}</section>
    </div>
  );
}

import { Link } from 'react-router';
import { SITE_PAGES, opensAsDocument } from '~/lib/site-pages';

/**
 * The menu: the site's 22 page aliases. A <details> toggle opens and closes
 * it with the keyboard and before JavaScript has loaded.
 */
export function SiteMenu() {
  return (
    <details className="site-menu">
      <summary aria-label="Menu">
        <span aria-hidden="true">☰</span> <span className="menu-label">Menu</span>
      </summary>
      <nav aria-label="Site pages">
        <ul>
          {SITE_PAGES.map((page) => (
            <li key={page.url}>
              <Link to={page.url} reloadDocument={opensAsDocument(page.url)} onClick={closeMenu}>
                <abbr title={page.title}>{page.abbreviation}</abbr> {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

function closeMenu(event: React.MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}

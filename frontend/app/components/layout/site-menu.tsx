import menu from 'lucide-static/icons/menu.svg?raw';
import { Link } from 'react-router';
import { Icon } from '~/components/icon';
import { opensAsDocument } from '~/lib/site-pages';
import { menuGroups } from './menu-groups';

const GROUPS = menuGroups();

/**
 * The menu: the site's 22 page aliases under a few headings. A <details> toggle opens and
 * closes it with the keyboard and before JavaScript has loaded.
 */
export function SiteMenu() {
  return (
    <details className="site-menu">
      <summary aria-label="Menu">
        <Icon svg={menu} /> <span className="menu-label">Menu</span>
      </summary>
      <nav aria-label="Site pages">
        {GROUPS.map((group) => (
          <div key={group.heading} className="menu-group">
            <h2 id={headingId(group.heading)}>{group.heading}</h2>
            <ul aria-labelledby={headingId(group.heading)}>
              {group.pages.map((page) => (
                <li key={page.url}>
                  <Link to={page.url} reloadDocument={opensAsDocument(page.url)} onClick={closeMenu}>
                    {page.title} <abbr title={page.title}>{page.abbreviation}</abbr>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}

const headingId = (heading: string) => `menu-${heading.toLowerCase().replace(/\W+/g, '-')}`;

function closeMenu(event: React.MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}

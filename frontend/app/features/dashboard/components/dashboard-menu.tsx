import { NavLink } from 'react-router';
import { EDIT_ARTICLE_KEY, clearAuthRecord } from '~/lib/local-auth';
import { useSiteConfig } from '~/lib/site-config';
import { useOverview, type OwnerOverview } from '~/lib/owner-overview';

type Entry = { to: string; label: string; end?: boolean; count?: keyof OwnerOverview };

// The owner's menu in the spec's order (docs/spec/admin-side.md section 2). An entry with
// a count shows only when that count is non-zero; Draft shows no number.
const ENTRIES: Entry[] = [
  { to: '/dashboard/write', label: 'Write' },
  { to: '/dashboard/articles', label: 'Articles' },
  { to: '/dashboard/drafts', label: 'Draft', count: 'drafts' },
  { to: '/dashboard/opinions', label: 'A-Opinions', count: 'opinions' },
  { to: '/dashboard/statistics', label: 'Statistics' },
  { to: '/dashboard/cursor', label: 'Cursor' },
  { to: '/dashboard/passwords', label: 'Passwords' },
  { to: '/dashboard', label: 'Author', end: true },
  { to: '/dashboard/ping', label: 'Ping', count: 'pings' },
  { to: '/dashboard/privacy', label: 'Privacy' },
  { to: '/dashboard/read', label: 'Read' },
];

export function DashboardMenu({ overview: initial }: { overview?: OwnerOverview }) {
  const { siteKey } = useSiteConfig();
  const { data: overview } = useOverview(siteKey, initial);
  // Every menu switch forgets the article being edited.
  const forgetEdit = () => window.localStorage.removeItem(EDIT_ARTICLE_KEY);
  const shown = ENTRIES.filter((entry) => !entry.count || (overview?.[entry.count] ?? 0) > 0);
  return (
    <nav className="dashboard-menu" aria-label="Dashboard">
      <ul>
        {shown.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.end} onClick={forgetEdit}>
              {entry.label}
              {entry.count && entry.count !== 'drafts' && <span className="menu-count"> {overview?.[entry.count]}</span>}
            </NavLink>
          </li>
        ))}
        <li>
          <form method="post" action="/signout">
            <button
              type="submit"
              className="link-button"
              onClick={() => {
                forgetEdit();
                clearAuthRecord();
              }}
            >
              Signout
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}

import { NavLink } from 'react-router';
import { EDIT_ARTICLE_KEY, clearAuthRecord } from '~/features/session/local-auth';

// The owner's menu, in the spec's order (admin-side.md section 2), with the pages built so far.
const ENTRIES = [
  { to: '/dashboard', label: 'Author', end: true },
  { to: '/dashboard/privacy', label: 'Privacy' },
  { to: '/dashboard/read', label: 'Read' },
];

export function DashboardMenu() {
  // Every menu switch forgets the article being edited.
  const forgetEdit = () => window.localStorage.removeItem(EDIT_ARTICLE_KEY);
  return (
    <nav className="dashboard-menu" aria-label="Dashboard">
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.to}><NavLink to={entry.to} end={entry.end} onClick={forgetEdit}>{entry.label}</NavLink></li>
        ))}
        <li>
          <form method="post" action="/signout">
            <button type="submit" className="link-button" onClick={() => { forgetEdit(); clearAuthRecord(); }}>Signout</button>
          </form>
        </li>
      </ul>
    </nav>
  );
}

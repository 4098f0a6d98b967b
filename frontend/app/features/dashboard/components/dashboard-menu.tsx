import { NavLink } from 'react-router';
import articlesIcon from 'lucide-static/icons/newspaper.svg?url';
import authorIcon from 'lucide-static/icons/user-round.svg?url';
import cursorIcon from 'lucide-static/icons/toggle-right.svg?url';
import newsletterIcon from 'lucide-static/icons/send.svg?url';
import draftIcon from 'lucide-static/icons/notebook-pen.svg?url';
import opinionsIcon from 'lucide-static/icons/message-square-quote.svg?url';
import passwordsIcon from 'lucide-static/icons/key-round.svg?url';
import pingIcon from 'lucide-static/icons/mail.svg?url';
import privacyIcon from 'lucide-static/icons/shield.svg?url';
import readIcon from 'lucide-static/icons/book-open.svg?url';
import signoutIcon from 'lucide-static/icons/log-out.svg?url';
import statisticsIcon from 'lucide-static/icons/chart-column.svg?url';
import writeIcon from 'lucide-static/icons/pen-line.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import { EDIT_ARTICLE_KEY, clearAuthRecord } from '~/lib/local-auth';
import { useSiteConfig } from '~/lib/site-config';
import { useOverview, type OwnerOverview } from '~/lib/owner-overview';

type Entry = { to: string; label: string; icon: string; end?: boolean; count?: keyof OwnerOverview };

// The owner's menu in the spec's order (docs/spec/admin-side.md section 2), with Newsletter
// (ADR 37) after Draft, beside the writing. An entry with a count shows only when that count
// is non-zero; Draft shows no number.
const ENTRIES: Entry[] = [
  { to: '/dashboard/write', label: 'Write', icon: writeIcon },
  { to: '/dashboard/articles', label: 'Articles', icon: articlesIcon },
  { to: '/dashboard/drafts', label: 'Draft', icon: draftIcon, count: 'drafts' },
  { to: '/dashboard/newsletter', label: 'Newsletter', icon: newsletterIcon },
  { to: '/dashboard/opinions', label: 'A-Opinions', icon: opinionsIcon, count: 'opinions' },
  { to: '/dashboard/statistics', label: 'Statistics', icon: statisticsIcon },
  { to: '/dashboard/cursor', label: 'Cursor', icon: cursorIcon },
  { to: '/dashboard/passwords', label: 'Passwords', icon: passwordsIcon },
  { to: '/dashboard', label: 'Author', icon: authorIcon, end: true },
  { to: '/dashboard/ping', label: 'Ping', icon: pingIcon, count: 'pings' },
  { to: '/dashboard/privacy', label: 'Privacy', icon: privacyIcon },
  { to: '/dashboard/read', label: 'Read', icon: readIcon },
];

type Props = {
  id?: string;
  overview?: OwnerOverview;
  /** After an entry is chosen (the phone's menu closes). */
  onNavigate?: () => void;
};

export function DashboardMenu({ id, overview: initial, onNavigate }: Props) {
  const { siteKey } = useSiteConfig();
  const { data: overview } = useOverview(siteKey, initial);
  // Every menu switch forgets the article being edited.
  const forgetEdit = () => window.localStorage.removeItem(EDIT_ARTICLE_KEY);
  const shown = ENTRIES.filter((entry) => !entry.count || (overview?.[entry.count] ?? 0) > 0);
  return (
    <nav id={id} className="dashboard-menu" aria-label="Dashboard">
      <ul>
        {shown.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              onClick={() => {
                forgetEdit();
                onNavigate?.();
              }}
            >
              <OwnerIcon src={entry.icon} />
              <span className="menu-label">{entry.label}</span>
              {entry.count && entry.count !== 'drafts' && <span className="menu-count"> {overview?.[entry.count]}</span>}
            </NavLink>
          </li>
        ))}
        <li className="menu-signout">
          <form method="post" action="/signout">
            <button
              type="submit"
              className="menu-button"
              onClick={() => {
                forgetEdit();
                clearAuthRecord();
              }}
            >
              <OwnerIcon src={signoutIcon} />
              <span className="menu-label">Signout</span>
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}

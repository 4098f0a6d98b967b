import { Link, useRouteLoaderData } from 'react-router';
import articlesIcon from 'lucide-static/icons/newspaper.svg?url';
import draftIcon from 'lucide-static/icons/notebook-pen.svg?url';
import opinionsIcon from 'lucide-static/icons/message-square-quote.svg?url';
import pingIcon from 'lucide-static/icons/mail.svg?url';
import statisticsIcon from 'lucide-static/icons/chart-column.svg?url';
import writeIcon from 'lucide-static/icons/pen-line.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import { useOverview, type OwnerOverview } from '~/lib/owner-overview';
import { useSiteConfig } from '~/lib/site-config';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Shortcut = { to: string; icon: string; title: string; text: string };

/** What waits for the owner, then the usual places to go: the counts are the menu's own. */
function shortcutsOf(overview: OwnerOverview | undefined): Shortcut[] {
  const drafts = overview?.drafts ?? 0;
  const opinions = overview?.opinions ?? 0;
  const pings = overview?.pings ?? 0;
  return [
    { to: '/dashboard/write', icon: writeIcon, title: 'Write', text: 'Start a new article' },
    ...(drafts > 0
      ? [{ to: '/dashboard/drafts', icon: draftIcon, title: 'Draft', text: plural(drafts, 'draft to finish', 'drafts to finish') }]
      : []),
    ...(opinions > 0
      ? [
          {
            to: '/dashboard/opinions',
            icon: opinionsIcon,
            title: 'A-Opinions',
            text: plural(opinions, 'opinion to read', 'opinions to read'),
          },
        ]
      : []),
    ...(pings > 0
      ? [{ to: '/dashboard/ping', icon: pingIcon, title: 'Ping', text: plural(pings, 'message to answer', 'messages to answer') }]
      : []),
    { to: '/dashboard/articles', icon: articlesIcon, title: 'Articles', text: 'Edit, preview or delete' },
    { to: '/dashboard/statistics', icon: statisticsIcon, title: 'Statistics', text: 'Views today and in all' },
  ];
}

/** The Author page's cards: a new article, what waits (drafts, opinions, messages), and the lists. */
export function WelcomeShortcuts() {
  const { siteKey } = useSiteConfig();
  const dashboard = useRouteLoaderData('routes/dashboard') as { overview?: OwnerOverview } | undefined;
  const { data: overview } = useOverview(siteKey, dashboard?.overview);
  return (
    <section className="welcome-section" aria-labelledby="welcome-shortcuts">
      <h2 id="welcome-shortcuts">At a glance</h2>
      <ul className="welcome-cards">
        {shortcutsOf(overview).map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to}>
              <span className="welcome-card-icon">
                <OwnerIcon src={shortcut.icon} />
              </span>
              <span className="welcome-card-title">{shortcut.title}</span>
              <span className="welcome-card-text">{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

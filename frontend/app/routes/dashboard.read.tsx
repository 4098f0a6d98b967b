import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.read';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { ReadingDesk } from '~/features/dashboard/components/reading-desk';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { useOverview, type OwnerOverview } from '~/lib/owner-overview';
import { useSiteConfig } from '~/lib/site-config';
import '~/styles/owner-read.css';

const NEWEST = 6;

// The reader's own list, newest first, shipped articles in their places; null when the CMS cannot say.
export async function loader() {
  const list = await listArticles({ page: 1, pageSize: NEWEST, shipped: localSummaries() }).catch(() => null);
  return { articles: list?.articles ?? null };
}

export function meta() {
  return [{ title: 'Read' }, { name: 'robots', content: 'noindex' }];
}

/** Read (the spec's placeholder showing 'Read'): the heading stays; under it, what readers see and what waits. */
export default function DashboardRead({ loaderData }: Route.ComponentProps) {
  const { siteKey } = useSiteConfig();
  const dashboard = useRouteLoaderData('routes/dashboard') as { overview?: OwnerOverview } | undefined;
  const { data: overview } = useOverview(siteKey, dashboard?.overview);
  return (
    <article className="owner-read">
      <h1>Read</h1>
      <p className="muted">What waits for you, and what readers find on the site now.</p>
      <ReadingDesk articles={loaderData.articles} overview={overview} />
    </article>
  );
}

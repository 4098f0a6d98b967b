import type { Route } from './+types/dashboard.statistics';
import { loadStatistics } from '~/features/statistics/api/get-statistics.server';
import { StatisticsPanel } from '~/features/statistics/components/statistics-panel';
import '~/styles/owner-pages.css';

// The numbers come from the server render (with the owner's cookie), so the chart is in the first HTML.
export async function loader({ request }: Route.LoaderArgs) {
  return { statistics: await loadStatistics(request) };
}

/** The Statistics page (docs/spec/admin-side.md section 2): today's views, all views, and the last 30 days. */
export default function DashboardStatistics({ loaderData }: Route.ComponentProps) {
  return (
    <article className="owner-page">
      <h1>Statistics</h1>
      <StatisticsPanel statistics={loaderData.statistics} />
    </article>
  );
}

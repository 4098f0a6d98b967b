import type { Statistics } from '../statistics';
import { ViewsChart } from './views-chart';

/** The daily and total view counts, then the last days as a chart. */
export function StatisticsPanel({ statistics }: { statistics: Statistics | null }) {
  if (!statistics) return <p role="alert">The statistics are not available right now. Please try again in a moment.</p>;
  return (
    <>
      <dl className="view-counts">
        <div>
          <dt>Daily views</dt>
          <dd>{statistics.today.count}</dd>
        </div>
        <div>
          <dt>Total views</dt>
          <dd>{statistics.total}</dd>
        </div>
      </dl>
      <ViewsChart days={statistics.days} />
    </>
  );
}

import { useRevalidator } from 'react-router';
import { LoadError } from '~/components/owner/owner-state';
import type { Statistics } from '../statistics';
import { ViewsChart } from './views-chart';

/** The daily and total view counts, then the last days as a chart; a failed load offers to load again. */
export function StatisticsPanel({ statistics }: { statistics: Statistics | null }) {
  const revalidator = useRevalidator();
  if (!statistics) {
    return (
      <LoadError
        title={revalidator.state === 'idle' ? 'The statistics could not be loaded.' : 'Loading the statistics again…'}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
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

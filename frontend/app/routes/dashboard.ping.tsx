import { PingList } from '~/features/owner-pings/components/ping-list';
import '~/styles/owner-pages.css';

/** The Ping page (docs/spec/admin-side.md section 2): reader contact messages, each with Delete. */
export default function DashboardPing() {
  return (
    <article className="owner-page">
      <h1>Ping</h1>
      <PingList />
    </article>
  );
}

import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { DashboardShell } from '~/features/dashboard/components/dashboard-shell';
import { loadOverview } from '~/features/dashboard/api/get-overview.server';
import { getOwner } from '~/features/session/api/owner-session.server';
import '~/styles/dashboard.css';

// The server sends a visitor without a session to /sign-in before any dashboard HTML exists.
export async function loader({ request }: Route.LoaderArgs) {
  const owner = await getOwner(request);
  if (!owner) throw redirect('/sign-in');
  return { owner, overview: await loadOverview(request) };
}

// Signed-in answers are never stored by a browser or a CDN.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Dashboard' }, { name: 'robots', content: 'noindex' }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell username={loaderData.owner.username} overview={loaderData.overview}>
      <Outlet />
    </DashboardShell>
  );
}

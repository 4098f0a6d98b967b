import { useState } from 'react';
import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { DashboardMenu } from '~/features/dashboard/components/dashboard-menu';
import { loadOverview } from '~/features/dashboard/api/get-overview.server';
import { getOwner } from '~/features/session/api/owner-session.server';

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
  const [menuShown, setMenuShown] = useState(true);
  return (
    <div className={menuShown ? 'dashboard' : 'dashboard menu-hidden'}>
      <div className="dashboard-bar">
        <button type="button" className="icon-button" aria-expanded={menuShown} onClick={() => setMenuShown((shown) => !shown)}>
          {menuShown ? 'Hide menu' : 'Show menu'}
        </button>
        <span className="muted">Signed in as {loaderData.owner.username}</span>
      </div>
      {menuShown && <DashboardMenu overview={loaderData.overview} />}
      <section className="dashboard-content">
        <Outlet />
      </section>
    </div>
  );
}

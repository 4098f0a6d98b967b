import { type Route, routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isOwnerPath } from '~/lib/owner-paths';

/**
 * Counts each reader page view once: the whole-site counter and today's
 * daily views (spec calls 3 and 4). The server increments; nothing the
 * browser sends sets a count. A failed count never disturbs the reader.
 */
export function usePageView() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isOwnerPath(pathname)) return;
    // keepalive: a count sent as the reader leaves still arrives; its answer is never read.
    const send = (route: Route) => fetch(routeUrl(route), { method: route.method, keepalive: true }).catch(() => undefined);
    send(API.views.countVisit);
    send(API.views.countView);
  }, [pathname]);
}

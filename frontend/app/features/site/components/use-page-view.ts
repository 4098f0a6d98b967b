import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isOwnerPath } from '~/lib/owner-paths';
import { API_PATHS } from '~/lib/api-paths';

/**
 * Counts each reader page view once: the whole-site counter and today's
 * daily views (spec calls 3 and 4). The server increments; nothing the
 * browser sends sets a count. A failed count never disturbs the reader.
 */
export function usePageView() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isOwnerPath(pathname)) return;
    const send = (method: string, path: string) => fetch(path, { method, keepalive: true }).catch(() => undefined);
    send('PUT', API_PATHS.siteVisits);
    send('POST', API_PATHS.dailyViews);
  }, [pathname]);
}

import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

/** PUT /api/monitor?id={key} with { monitor } (call 18): the answer carries the state the server kept. */
export function setMonitor(site: PublicSiteConfig, monitor: boolean) {
  return callApi<{ data: { monitor: boolean } }>(`${API_PATHS.monitor}?id=${encodeURIComponent(site.siteKey)}`, {
    method: 'PUT',
    body: { monitor },
  });
}

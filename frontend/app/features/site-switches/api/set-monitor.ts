import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/** PUT /api/monitor?id={key} with { monitor } (call 18): the answer carries the state the server kept. */
export function setMonitor(site: PublicSiteConfig, monitor: boolean) {
  return callRoute(API.siteSwitches.setMonitor, { query: { id: site.siteKey }, body: { monitor } });
}

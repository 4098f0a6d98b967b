import { callApi } from '~/lib/api-client';
import type { SiteBlock } from '~/lib/site-flags.server';
import { API_PATHS } from '~/lib/api-paths';

/** POST /api/bufycg with r: 'red' takes the whole blog offline, 'green' brings it back. Owner only. */
export function setAccess(r: 'red' | 'green') {
  return callApi<{ data: { block: SiteBlock } }>(API_PATHS.siteBlock, { body: { r } });
}

import { API } from '@blog/contract/routes';
import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';
import type { OwnerOverview } from '~/lib/owner-overview';

/** The menu's counts for the dashboard's server render, asked with the owner's own cookie. */
export async function loadOverview(request: Request): Promise<OwnerOverview | undefined> {
  const cookie = request.headers.get('Cookie') ?? '';
  const answer = await cmsJson(API.views.overview, { query: { id: webConfig().siteKey }, headers: { Cookie: cookie } }).catch(() => null);
  return answer?.data;
}

import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';
import type { OwnerOverview } from '~/lib/owner-overview';
import { API_PATHS } from '~/lib/api-paths';

/** The menu's counts for the dashboard's server render, asked with the owner's own cookie. */
export async function loadOverview(request: Request): Promise<OwnerOverview | undefined> {
  const cookie = request.headers.get('Cookie') ?? '';
  const answer = await cmsJson<{ data: OwnerOverview }>(`${API_PATHS.overview}?id=${encodeURIComponent(webConfig().siteKey)}`, {
    headers: { Cookie: cookie },
  }).catch(() => null);
  return answer?.data;
}

import { API } from '@blog/contract/routes';
import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';
import type { Statistics } from '../statistics';

/**
 * GET /api/statistics for the Statistics page's server render, asked with the
 * owner's own cookie, so the numbers and the chart are in the first HTML.
 * Null when the CMS cannot answer: the page says so instead of failing.
 */
export async function loadStatistics(request: Request): Promise<Statistics | null> {
  const cookie = request.headers.get('Cookie') ?? '';
  const answer = await cmsJson(API.views.statistics, { query: { id: webConfig().siteKey }, headers: { Cookie: cookie } }).catch(() => null);
  return answer?.data ?? null;
}

import { FLAGS_TAG } from '@blog/rules/content-tags';
import { cmsJson } from '~/lib/cms.server';
import { API_PATHS } from '~/lib/api-paths';

export type SiteBlock = 'none' | 'global' | 'partial';

/** GET /api/bufycg: the owner's block switch (spec call 2). */
export async function getSiteBlock(): Promise<SiteBlock> {
  const answer = await cmsJson<{ data: { block: SiteBlock } }>(API_PATHS.siteBlock, {}, () => [FLAGS_TAG]);
  return answer?.data.block ?? 'none';
}

import type { AnswerOf } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { FLAGS_TAG } from '@blog/rules/content-tags';
import { cmsJson } from '~/lib/cms.server';
import { versionMemo } from '~/lib/version-memo.server';

export type SiteBlock = AnswerOf<typeof API.siteSwitches.block>['data']['block'];

// Every reader page reads it, and only a write (which moves the content version) changes it.
const blockOfVersion = versionMemo(async () => {
  const answer = await cmsJson(API.siteSwitches.block, {}, () => [FLAGS_TAG]);
  return answer?.data.block ?? 'none';
}, 1);

/** GET /api/bufycg: the owner's block switch (spec call 2), asked once per content version. */
export const getSiteBlock = (): Promise<SiteBlock> => blockOfVersion('');

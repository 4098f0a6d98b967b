import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/**
 * DELETE /api/working-copy?id={key}&reference={work}&revision={n}: after Post, Edit or Save as
 * Draft the copy is done with; one another browser saved since (a newer revision) stays.
 */
export async function dropWorkingCopy({ siteKey }: PublicSiteConfig, reference: string, revision: number): Promise<void> {
  await callRoute(API.workingCopy.drop, { query: { id: siteKey, reference, revision } });
}

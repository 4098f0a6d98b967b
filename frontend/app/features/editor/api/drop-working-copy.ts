import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';

/**
 * DELETE /api/working-copy?id={key}&reference={work}&revision={n}: after Post, Edit or Save as
 * Draft the copy is done with; one another browser saved since (a newer revision) stays.
 */
export async function dropWorkingCopy({ siteKey }: PublicSiteConfig, reference: string, revision: number): Promise<void> {
  await callApi(`${API_PATHS.workingCopy}?${new URLSearchParams({ id: siteKey, reference, revision: String(revision) })}`, {
    method: 'DELETE',
  });
}

import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type WorkingCopy, workingCopyOf } from '../working-copy';

export type CopyRead = { ok: true; copy: WorkingCopy | null } | { ok: false };

/**
 * GET /api/working-copy?id={key}&reference={work}: the copy of a piece of work, or null;
 * `new` asks for the most recently saved copy of any new piece (another browser's has another key).
 */
export async function readWorkingCopy({ siteKey }: PublicSiteConfig, reference: string): Promise<CopyRead> {
  const answer = await callApi<{ data: unknown }>(`${API_PATHS.workingCopy}?${new URLSearchParams({ id: siteKey, reference })}`);
  if (answer.status !== 200 || !answer.data) return { ok: false };
  return { ok: true, copy: workingCopyOf(answer.data.data) };
}

import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { WorkingCopy } from '../working-copy';

export type CopyRead = { ok: true; copy: WorkingCopy | null } | { ok: false };

/**
 * GET /api/working-copy?id={key}&reference={work}: the copy of a piece of work, or null;
 * `new` asks for the most recently saved copy of any new piece (another browser's has another key).
 */
export async function readWorkingCopy({ siteKey }: PublicSiteConfig, reference: string): Promise<CopyRead> {
  const answer = await callRoute(API.workingCopy.read, { query: { id: siteKey, reference } });
  if (answer.status !== 200 || !answer.data) return { ok: false };
  return { ok: true, copy: answer.data.data };
}

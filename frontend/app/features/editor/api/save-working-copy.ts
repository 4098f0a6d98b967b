import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticleFields } from '../article-fields';

export type CopySave =
  | { outcome: 'saved'; revision: number; savedAt: string }
  /** Another browser saved this work since the revision sent. */
  | { outcome: 'stale' }
  /** The server refused it, and says why (too large, signed out). */
  | { outcome: 'refused'; message: string }
  /** No answer, or the server failed: the browser's own copy holds the text meanwhile. */
  | { outcome: 'unreachable' };

// Browsers carry a keepalive request past the page's end only up to 64 KB, all such requests together.
const KEEPALIVE_BYTES = 60_000;

/**
 * PUT /api/working-copy?id={key} with `{ reference, revision, fields }`: 200 with the new revision,
 * 409 when another browser saved over `revision` first. Small copies go with keepalive, so a copy
 * sent as the tab closes still arrives.
 */
export async function saveWorkingCopy(
  { siteKey }: PublicSiteConfig,
  copy: { reference: string; revision: number; fields: ArticleFields },
): Promise<CopySave> {
  const body = JSON.stringify(copy);
  let response: Response;
  try {
    response = await fetch(`${API_PATHS.workingCopy}?${new URLSearchParams({ id: siteKey })}`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body,
      keepalive: new Blob([body]).size <= KEEPALIVE_BYTES,
    });
  } catch {
    return { outcome: 'unreachable' };
  }
  const json = (await response.json().catch(() => null)) as {
    data?: { revision: number; savedAt: string };
    error?: { message?: string };
  } | null;
  if (response.status === 200 && json?.data) return { outcome: 'saved', revision: json.data.revision, savedAt: json.data.savedAt };
  if (response.status === 409) return { outcome: 'stale' };
  if (response.status >= 400 && response.status < 500 && json?.error?.message) return { outcome: 'refused', message: json.error.message };
  return { outcome: 'unreachable' };
}

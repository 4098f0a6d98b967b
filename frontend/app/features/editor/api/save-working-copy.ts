import { errorMessageOf } from '@blog/contract/answers';
import { readAnswer, routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
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
    response = await fetch(routeUrl(API.workingCopy.save, { query: { id: siteKey } }), {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body,
      keepalive: new Blob([body]).size <= KEEPALIVE_BYTES,
    });
  } catch {
    return { outcome: 'unreachable' };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 200) {
    const answer = readAnswer(API.workingCopy.save, json);
    if (answer.ok) return { outcome: 'saved', revision: answer.data.data.revision, savedAt: answer.data.data.savedAt };
    console.error(answer.reason);
  }
  if (response.status === 409) return { outcome: 'stale' };
  const message = errorMessageOf(json);
  if (response.status >= 400 && response.status < 500 && message) return { outcome: 'refused', message };
  return { outcome: 'unreachable' };
}

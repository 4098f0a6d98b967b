import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ArticleFields } from '../article-fields';
import { payloadOf } from '../article-payload';
import { SAVE_MESSAGES, type SaveOutcome } from '../save-messages';

/** An edit: the article's id, its fields, the date readers are shown, and the owner's password. */
export type ArticleEdit = { id: string; fields: ArticleFields; displayDate: string; editorPassword: string };

// Answers whose reason the owner can act on (bad field, wrong password, taken href).
const EXPLAINED = new Set([400, 403, 409]);

/**
 * PUT /api/article?id={key}: 204 (or the old `{ acknowledged: true }`) is success;
 * 400/403/409 show the server's reason, any other answer 'Failed to retrieve id...'.
 */
export async function editArticle(site: PublicSiteConfig, { id, fields, displayDate, editorPassword }: ArticleEdit): Promise<SaveOutcome> {
  const answer = await callApi<{ acknowledged?: boolean }>(`${API_PATHS.articles}?id=${encodeURIComponent(site.siteKey)}`, {
    method: 'PUT',
    body: { ...payloadOf(fields, displayDate), id, editorPassword },
  });
  if (answer.status === 204 || (answer.status === 200 && answer.data?.acknowledged === true)) return { ok: true, value: undefined };
  if (answer.status === 0) return { ok: false, message: SAVE_MESSAGES.connection };
  if (EXPLAINED.has(answer.status) && answer.message) return { ok: false, message: answer.message };
  return { ok: false, message: SAVE_MESSAGES.editFailed };
}

import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';

/**
 * POST /api/newsletter/cancel?id={key}&reference={send}: 200 when cancelled; 409 with the
 * reason when it has left already. The outcome: done, or the message to show.
 */
export async function cancelSend(site: PublicSiteConfig, sendId: string): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const query = new URLSearchParams({ id: site.siteKey, reference: sendId });
  const answer = await callApi(`${API_PATHS.cancelNewsletterSend}?${query}`, { method: 'POST', body: {} });
  return answer.status === 200 ? { ok: true } : { ok: false, message: answer.status === 409 ? answer.message : null };
}

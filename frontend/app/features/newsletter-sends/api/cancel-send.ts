import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/**
 * POST /api/newsletter/cancel?id={key}&reference={send}: 200 when cancelled; 409 with the
 * reason when it has left already. The outcome: done, or the message to show.
 */
export async function cancelSend(site: PublicSiteConfig, sendId: string): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const answer = await callRoute(API.newsletter.cancel, { query: { id: site.siteKey, reference: sendId }, body: {} });
  return answer.status === 200 ? { ok: true } : { ok: false, message: answer.status === 409 ? answer.message : null };
}

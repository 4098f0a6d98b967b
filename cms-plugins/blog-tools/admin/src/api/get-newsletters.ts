import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest, type Pagination } from './use-request';

export type NewsletterSend = {
  id: string;
  article: string;
  title: string;
  /** waiting (it leaves at dueAt, and the dashboard can cancel it), sending, sent or cancelled (ADR 37). */
  state: 'waiting' | 'sending' | 'sent' | 'cancelled';
  dueAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  resentAt: string | null;
  recipients: number;
  sent: number;
  failed: number;
  busy: boolean;
  failures: { subscriber: number; email: string | null; reason: string }[];
};
export type NewsletterPage = { data: NewsletterSend[]; meta: { pagination: Pagination } };

export const getNewsletters = async (client: FetchClient, page: number) =>
  (await client.get<NewsletterPage>('/blog-tools/newsletters', { params: { page, pageSize: 10 } })).data;

export function useNewsletters(page: number) {
  const client = useFetchClient();
  return useRequest(`newsletters ${page}`, () => getNewsletters(client, page));
}

import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest, type Pagination } from './use-request';

export type Subscriber = { id: string; email: string; confirmed: boolean; subscribedAt: string };
export type SubscriberPage = { data: Subscriber[]; meta: { pagination: Pagination; confirmed: number; pending: number } };

export const getSubscribers = async (client: FetchClient, page: number) =>
  (await client.get<SubscriberPage>('/blog-tools/subscribers', { params: { page, pageSize: 25 } })).data;

export function useSubscribers(page: number) {
  const client = useFetchClient();
  return useRequest(`subscribers ${page}`, () => getSubscribers(client, page));
}

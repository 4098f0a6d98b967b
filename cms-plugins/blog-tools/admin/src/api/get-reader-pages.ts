import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest } from './use-request';

/** The content version the web servers key their cached pages by. */
export type ContentVersion = { token: string; changedAt: string } | null;

export const getReaderPages = async (client: FetchClient) =>
  (await client.get<{ data: ContentVersion }>('/blog-tools/reader-pages')).data.data;

export function useReaderPages() {
  const client = useFetchClient();
  return useRequest('reader pages', () => getReaderPages(client));
}

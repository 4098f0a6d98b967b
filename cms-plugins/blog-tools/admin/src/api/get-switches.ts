import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest } from './use-request';

/** The site's switches; the development badge is each browser's own cookie, flipped on the site's Cursor page. */
export type Switches = { offline: boolean; block: 'none' | 'global' | 'partial'; monitor: boolean; cursorPage: string };

export const getSwitches = async (client: FetchClient) => (await client.get<{ data: Switches }>('/blog-tools/switches')).data.data;

export function useSwitches() {
  const client = useFetchClient();
  return useRequest('switches', () => getSwitches(client));
}

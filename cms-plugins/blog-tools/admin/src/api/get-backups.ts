import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest } from './use-request';

export type Backup = { name: string; createdAt: string; database: 'sqlite' | 'postgres'; bytes: number };

export const getBackups = async (client: FetchClient) => (await client.get<{ data: Backup[] }>('/blog-tools/backups')).data.data;

export function useBackups() {
  const client = useFetchClient();
  return useRequest('backups', () => getBackups(client));
}

import { useFetchClient, type FetchClient } from '@strapi/strapi/admin';
import { useRequest, type Pagination } from './use-request';

export type Lockout = {
  key: string;
  kind: 'address' | 'account' | 'device' | 'session' | 'admin account' | 'other';
  count: number;
  lastFailureAt: string;
  lockedUntil: string | null;
  waitSeconds: number;
  nextWaitSeconds: number;
};
export type LockoutPage = { data: Lockout[]; meta: { pagination: Pagination } };

export const getLockouts = async (client: FetchClient, page: number) =>
  (await client.get<LockoutPage>('/blog-tools/lockouts', { params: { page, pageSize: 25 } })).data;

export function useLockouts(page: number) {
  const client = useFetchClient();
  return useRequest(`lockouts ${page}`, () => getLockouts(client, page));
}

import { callApi } from '~/lib/api-client';
import type { Block } from './get-access';

/** POST /api/bufycg with r: 'red' takes the whole blog offline, 'green' brings it back. Owner only. */
export function setAccess(r: 'red' | 'green') {
  return callApi<{ data: { block: Block } }>('/api/bufycg', { body: { r } });
}

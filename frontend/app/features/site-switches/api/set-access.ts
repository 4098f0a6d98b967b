import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';

/** POST /api/bufycg with r: 'red' takes the whole blog offline, 'green' brings it back. Owner only. */
export function setAccess(r: 'red' | 'green') {
  return callRoute(API.siteSwitches.setBlock, { body: { r } });
}

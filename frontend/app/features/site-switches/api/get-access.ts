import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import type { SiteBlock } from '~/lib/site-flags.server';
import { readSwitch } from '../switch-call';

/** GET /api/bufycg: the block the readers meet now. */
export async function fetchAccess(url: string): Promise<SiteBlock> {
  return (await readSwitch(API.siteSwitches.block, url)).data.block;
}

export function useAccess() {
  return useSWR(routeUrl(API.siteSwitches.block), fetchAccess);
}

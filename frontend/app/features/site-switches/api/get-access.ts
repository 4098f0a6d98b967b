import useSWR from 'swr';
import type { SiteBlock } from '~/lib/site-flags.server';
import { readSwitch } from '../switch-call';
import { API_PATHS } from '~/lib/api-paths';

export const ACCESS_PATH = API_PATHS.siteBlock;

/** GET /api/bufycg: the block the readers meet now. */
export async function fetchAccess(path: string): Promise<SiteBlock> {
  return (await readSwitch<{ data: { block: SiteBlock } }>(path)).data.block;
}

export function useAccess() {
  return useSWR(ACCESS_PATH, fetchAccess);
}

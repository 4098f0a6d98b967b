import useSWR from 'swr';
import { readSwitch } from '../switch-call';

/** The block switch as GET /api/bufycg answers it: 'global' is the blog offline. */
export type Block = 'none' | 'global' | 'partial';

export const ACCESS_PATH = '/api/bufycg';

/** GET /api/bufycg: the block the readers meet now. */
export async function fetchAccess(path: string): Promise<Block> {
  return (await readSwitch<{ data: { block: Block } }>(path)).data.block;
}

export function useAccess() {
  return useSWR(ACCESS_PATH, fetchAccess);
}

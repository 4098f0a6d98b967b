import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR, { useSWRConfig } from 'swr';
import { getAnswer } from '~/lib/api-client';
import { nameFromCodes } from './name-codes';

/** One entry as the Passwords page shows it; password is null when the server could not decrypt it. */
export type VaultEntry = { id: string; name: string; password: string | null };

export type VaultList = { entries: VaultEntry[]; undecryptable: number };

const vaultPath = (siteKey: string) => routeUrl(API.vault.list, { query: { id: siteKey } });

/** GET /api/hash-pswd?id={key} (call 15): the whole vault, sorted by name. */
export async function fetchVaultEntries(path: string): Promise<VaultList> {
  const answer = await getAnswer(API.vault.list, path);
  return {
    entries: answer.data.map((entry) => ({ id: entry._id, name: nameFromCodes(entry.name), password: entry.password })),
    undecryptable: answer.meta.undecryptable ?? 0,
  };
}

export function useVaultEntries(siteKey: string) {
  return useSWR(vaultPath(siteKey), fetchVaultEntries);
}

/** After a write, or when the search text is one character or empty: the list from the server again. */
export function useRefreshVault(siteKey: string) {
  const { mutate } = useSWRConfig();
  return () => mutate(vaultPath(siteKey));
}

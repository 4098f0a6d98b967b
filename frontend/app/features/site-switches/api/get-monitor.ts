import useSWR from 'swr';
import { readSwitch } from '../switch-call';
import { API_PATHS } from '~/lib/api-paths';

export const MONITOR_PATH = API_PATHS.monitor;

/** GET /api/monitor: whether the monitor (the Cursor page's Anti Virus) is on. */
export async function fetchMonitor(path: string): Promise<boolean> {
  return (await readSwitch<{ data: { monitor: boolean } }>(path)).data.monitor;
}

export function useMonitor() {
  return useSWR(MONITOR_PATH, fetchMonitor);
}

import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { readSwitch } from '../switch-call';

/** GET /api/monitor: whether the monitor (the Cursor page's Anti Virus) is on. */
export async function fetchMonitor(url: string): Promise<boolean> {
  return (await readSwitch(API.siteSwitches.monitor, url)).data.monitor;
}

export function useMonitor() {
  return useSWR(routeUrl(API.siteSwitches.monitor), fetchMonitor);
}

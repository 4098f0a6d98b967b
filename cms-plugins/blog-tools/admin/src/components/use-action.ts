import * as React from 'react';
import { useFetchClient, useNotification, type FetchClient } from '@strapi/strapi/admin';
import { messageOf } from '../api/use-request';

/**
 * Runs one of the page's actions: busy while it runs, the server's answer as a
 * notification (its own words when it refused), then `done` (a list's reload).
 */
export function useAction() {
  const client = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = React.useState<string | null>(null);

  async function run(name: string, action: (client: FetchClient) => Promise<string>, done?: () => void) {
    setBusy(name);
    try {
      toggleNotification({ type: 'success', message: await action(client) });
      done?.();
    } catch (error) {
      toggleNotification({ type: 'danger', message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}

import { useEffect } from 'react';
import { clearAuthRecord, hasAuthRecord } from '~/lib/local-auth';
import { API_PATHS } from '~/lib/api-paths';

/**
 * The spec's silent logout: a browser that believes it is signed in while the
 * server says it is not clears its record, drops the cookie and reloads.
 */
export function useSilentLogout(signedIn: boolean) {
  useEffect(() => {
    if (signedIn || !hasAuthRecord()) return;
    clearAuthRecord();
    fetch(API_PATHS.signOut, { method: 'POST' })
      .catch(() => undefined)
      .finally(() => window.location.reload());
  }, [signedIn]);
}

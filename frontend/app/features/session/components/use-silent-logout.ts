import { API } from '@blog/contract/routes';
import { useEffect } from 'react';
import { callRoute } from '~/lib/api-client';
import { clearAuthRecord, hasAuthRecord } from '~/lib/local-auth';

/**
 * The spec's silent logout: a browser that believes it is signed in while the
 * server says it is not clears its record, drops the cookie and reloads.
 */
export function useSilentLogout(signedIn: boolean) {
  useEffect(() => {
    if (signedIn || !hasAuthRecord()) return;
    clearAuthRecord();
    void callRoute(API.session.signOut).finally(() => window.location.reload());
  }, [signedIn]);
}

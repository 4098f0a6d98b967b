import { useEffect } from 'react';
import { SwitchCallError, isAuthFailure } from '../switch-call';

/** Tells the Cursor page when a switch's read was refused (401 or 403). */
export function useReportAuthFailure(error: unknown, onAuthFailure: () => void) {
  useEffect(() => {
    if (error instanceof SwitchCallError && isAuthFailure(error.status)) onAuthFailure();
  }, [error, onAuthFailure]);
}

import * as React from 'react';
import { isFetchError } from '@strapi/strapi/admin';

/** Which page of a list this is, and how many there are: `meta.pagination`, as every list route answers it. */
export type Pagination = { page: number; pageSize: number; total: number; pageCount: number };

/** What went wrong, in the server's own words when it answered. */
export function messageOf(error: unknown): string {
  if (isFetchError(error)) return error.response?.data.error.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A GET's state: its data once loaded (kept while it loads again), or the error's
 * message. `key` names what is loaded: a new key loads again, as does `reload`.
 */
export function useRequest<T>(key: string, load: () => Promise<T>) {
  const [round, setRound] = React.useState(0);
  const request = `${key} #${round}`;
  const [state, setState] = React.useState<{ request?: string; data?: T; error?: string }>({});
  React.useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ request, data }),
      (error: unknown) => current && setState((previous) => ({ request, data: previous.data, error: messageOf(error) })),
    );
    return () => {
      current = false;
    };
    // `load` is made anew each render; what it loads is named by `request`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const reload = React.useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.request !== request, reload };
}

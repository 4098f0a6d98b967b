import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Renders `children` only in the browser after hydration; `fallback` on the server and before. */
export function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children() : fallback;
}

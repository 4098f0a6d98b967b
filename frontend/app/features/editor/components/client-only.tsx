import type { ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

/** Renders `children` only in the browser after hydration; `fallback` on the server and before. */
export function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children() : fallback;
}

import { configure } from '@testing-library/dom';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// A minimal render for component tests on this app's own React 19. (Testing
// Library's React binding is CommonJS and would load the repository root's
// React 18, which npm hoists there for Strapi.) Queries come from @testing-library/dom.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

export function render(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push(root);
  return { container };
}

export function cleanup() {
  // Server-side tests run without a document.
  if (typeof document === 'undefined') return;
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

// What @testing-library/react would set up: events inside act, and waitFor
// polling outside act so React may update between polls.
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
configure({
  eventWrapper: (cb) => {
    let result: unknown;
    act(() => {
      result = cb();
    });
    return result;
  },
  asyncWrapper: async (cb) => {
    const previous = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      return await cb();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

/** Lets pending promises (fetches, swr, state updates) finish inside act. */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 30; i += 1) await Promise.resolve();
  });

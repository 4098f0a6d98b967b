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
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

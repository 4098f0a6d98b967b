import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settle } from '~/test/render';
import { DashboardShell, SIDEBAR_QUERY } from './dashboard-shell';

/** A window as wide as a phone (false) or a desktop (true), as matchMedia answers the sidebar's query. */
function windowIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === SIDEBAR_QUERY ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function showShell() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/dashboard/*',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: () => new Promise(() => {}) }}>
          <DashboardShell username="rowan_ellis" overview={{ drafts: 0, opinions: 0, pings: 0 }}>
            <h1>Page</h1>
          </DashboardShell>
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub initialEntries={['/dashboard']} />);
  await settle();
}

const toggle = () => screen.getByText('Dashboard menu').closest('summary')!;
const details = () => toggle().closest('details')!;

describe('DashboardShell', () => {
  it('on a phone the menu is a closed disclosure: a summary naming the menu it controls', async () => {
    windowIsWide(false);
    await showShell();
    expect(details().open).toBe(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'dashboard-menu');
    expect(document.getElementById('dashboard-menu')).toHaveAccessibleName('Dashboard');
  });

  it('opens with the summary; Escape closes it and gives the focus back to the summary', async () => {
    windowIsWide(false);
    await showShell();
    act(() => {
      details().open = true;
      fireEvent(details(), new Event('toggle'));
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const entry = screen.getByRole('link', { name: 'Statistics' });
    entry.focus();
    act(() => {
      fireEvent.keyDown(entry, { key: 'Escape' });
    });
    expect(details().open).toBe(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle());
  });

  it('on a desktop the menu is an open sidebar that Escape leaves alone', async () => {
    windowIsWide(true);
    await showShell();
    expect(details().open).toBe(true);
    const entry = screen.getByRole('link', { name: 'Write' });
    act(() => {
      fireEvent.keyDown(entry, { key: 'Escape' });
    });
    expect(details().open).toBe(true);
  });

  it("'Hide menu' takes the menu away and 'Show menu' brings it back", async () => {
    windowIsWide(true);
    await showShell();
    const hide = screen.getByRole('button', { name: 'Hide menu' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.click(hide);
    });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show menu' }));
    });
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayCount } from '../statistics';
import { ViewsChart } from './views-chart';

const DAYS: DayCount[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-05-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 12 : i % 4,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ViewsChart', () => {
  it("is a complete SVG in the server's HTML: one bar per day with views, labels, and a text alternative", () => {
    document.body.innerHTML = renderToString(<ViewsChart days={DAYS} />);
    const svg = document.querySelector('svg')!;
    expect(svg).toHaveAttribute('role', 'img');
    expect(svg).toHaveAttribute('viewBox', '0 0 720 280');
    expect(svg.getAttribute('aria-label')).toBe('Views per day from 1 May to 30 May: 54 in all, the most on 30 May with 12.');
    expect(svg.querySelectorAll('.views-chart-bars path')).toHaveLength(DAYS.filter((day) => day.count > 0).length);
    // Every fifth day, counted back from today, is labelled.
    expect([...svg.querySelectorAll('.views-chart-bars text')].map((text) => text.textContent)).toEqual([
      '5 May',
      '10 May',
      '15 May',
      '20 May',
      '25 May',
      '30 May',
    ]);
    // The tallest bar reaches the top of the scale, which is a round number at or above the most views.
    const scale = [...svg.querySelectorAll('.views-chart-grid text')].map((text) => Number(text.textContent));
    expect(scale[0]).toBe(0);
    expect(scale.at(-1)).toBeGreaterThanOrEqual(12);
  });

  it('gives every number as a table for screen readers', () => {
    document.body.innerHTML = renderToString(<ViewsChart days={DAYS} />);
    const rows = [...document.querySelectorAll('table tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['2026-05-01', '0']);
    expect(rows[29]).toEqual(['2026-05-30', '12']);
  });

  it('draws an empty scale for days without views', () => {
    document.body.innerHTML = renderToString(<ViewsChart days={DAYS.map((day) => ({ ...day, count: 0 }))} />);
    expect(document.querySelectorAll('.views-chart-bars path')).toHaveLength(0);
    expect(document.querySelector('svg')).toHaveAttribute('aria-label', 'Views per day from 1 May to 30 May: no views.');
  });

  it('hydrates the server HTML without a warning and without changing it', async () => {
    const html = renderToString(<ViewsChart days={DAYS} />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ViewsChart days={DAYS} />, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
  });
});

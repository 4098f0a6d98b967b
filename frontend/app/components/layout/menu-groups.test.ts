import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '~/lib/site-pages';
import { menuGroups } from './menu-groups';

describe('the menu groups', () => {
  it('hold each of the 22 page aliases exactly once, with its path, title and abbreviation', () => {
    const listed = menuGroups().flatMap((group) => group.pages);
    expect(listed).toHaveLength(22);
    expect(new Set(listed.map((page) => page.url)).size).toBe(22);
    expect([...listed].sort((a, b) => a.url.localeCompare(b.url))).toEqual([...SITE_PAGES].sort((a, b) => a.url.localeCompare(b.url)));
  });

  it('each have a heading and at least one page', () => {
    for (const group of menuGroups()) {
      expect(group.heading).not.toBe('');
      expect(group.pages.length).toBeGreaterThan(0);
    }
  });
});

import type { Section } from '@blog/rules/category';
import { data } from 'react-router';

/**
 * The category pages of /blog/page/{category}. Coding and Health follow the
 * heading rule (Health is its complement); Mind growth, the extra page, is
 * the whole library, newest first.
 */
export const CATEGORIES = {
  coding: { title: 'Coding', section: 'coding' as Section, intro: 'Programming, the web platform and the craft of software.' },
  health: { title: 'Health', section: 'health' as Section, intro: 'Sleep, movement, eyes, food and calm for people who work at a desk.' },
  'mind-growth': {
    title: 'Mind growth',
    section: undefined,
    intro: 'Everything written here, newest first: one library for a growing mind.',
  },
} as const;

export type CategorySlug = keyof typeof CATEGORIES;

export function isCategorySlug(value: string | undefined): value is CategorySlug {
  return value !== undefined && Object.hasOwn(CATEGORIES, value);
}

/** The last page number any list can have: the CMS refuses a higher one (its article list's `page`). */
const LAST_POSSIBLE_PAGE = 100_000;

/**
 * A list's page number from ?page=, or 1 for anything that is not a positive whole number. A
 * number past any list (`?page=99999999999999999999`) names no page: the 404 page.
 */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(value) || value < 1) return 1;
  if (value > LAST_POSSIBLE_PAGE) throw data(null, { status: 404 });
  return value;
}

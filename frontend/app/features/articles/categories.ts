import type { Section } from '@blog/rules/category';

/**
 * The category pages of /blog/page/{category}. Coding and Health follow the
 * heading rule (Health is its complement); Mind growth, the extra page, is
 * the whole library, newest first.
 */
export const CATEGORIES = {
  coding: { title: 'Coding', section: 'coding' as Section, intro: 'Programming, the web platform and the craft of software.' },
  health: { title: 'Health', section: 'health' as Section, intro: 'Sleep, movement, eyes, food and calm for people who work at a desk.' },
  'mind-growth': { title: 'Mind growth', section: undefined, intro: 'Everything written here, newest first: one library for a growing mind.' },
} as const;

export type CategorySlug = keyof typeof CATEGORIES;

export function isCategorySlug(value: string | undefined): value is CategorySlug {
  return value !== undefined && Object.hasOwn(CATEGORIES, value);
}

/** A page number from ?page=, or 1 for anything that is not a positive whole number. */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get('page') ?? 1);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

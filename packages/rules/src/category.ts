/**
 * The spec's category split: an article is Coding when its lowercased heading
 * contains one of these words; every other article is Health. It no longer
 * decides where an article shows (the writer's category does, ADR 27): it
 * pre-selects the category of a new article and classifies one stored without.
 */
export const CODING_KEYWORDS = [
  'programming',
  'computer',
  'javascript',
  'typescript',
  'cascading styles sheet',
  'html',
  'coding',
  'software',
  'cpp',
  'css',
  'html5',
  'reactjs',
  'nextjs',
  'nodejs',
  'website',
  'web',
  'developer',
  'develop',
  'development',
  'lorem ipsum',
] as const;

export type Section = 'coding' | 'health';
export const SECTIONS: readonly Section[] = ['coding', 'health'];

/** The writer's choice, as the editor and the wire name it. */
export const CATEGORIES = ['Health', 'Coding'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The category the heading rule suggests for a title. */
export function categoryOfHeading(heading: string): Category {
  const lower = heading.toLowerCase();
  return CODING_KEYWORDS.some((word) => lower.includes(word)) ? 'Coding' : 'Health';
}

export function isCategory(value: unknown): value is Category {
  return value === 'Health' || value === 'Coding';
}

/** Where an article of this category shows: its lists, landing section and category page. */
export const sectionOfCategory = (category: Category): Section => (category === 'Coding' ? 'coding' : 'health');

/** The section of an article: its category's, or the heading rule's for one stored without a category. */
export const sectionOf = (article: { category?: unknown; heading: string }): Section =>
  sectionOfCategory(isCategory(article.category) ? article.category : categoryOfHeading(article.heading));

export function isSection(value: unknown): value is Section {
  return value === 'coding' || value === 'health';
}

/**
 * The spec's category split: an article is Coding when its lowercased heading
 * contains one of these words; every other article is Health.
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

export function sectionOf(heading: string): Section {
  const lower = heading.toLowerCase();
  return CODING_KEYWORDS.some((word) => lower.includes(word)) ? 'coding' : 'health';
}

export function isSection(value: unknown): value is Section {
  return value === 'coding' || value === 'health';
}

import { describe, expect, it } from 'vitest';
import { CODING_KEYWORDS, categoryOfHeading, isCategory, sectionOf, sectionOfCategory } from './category';

describe('categoryOfHeading (the spec category split, now a pre-selection)', () => {
  it.each(CODING_KEYWORDS)('a heading containing "%s" is Coding', (word) => {
    expect(categoryOfHeading(`Notes on ${word} today`)).toBe('Coding');
  });

  it('matches case-insensitively and inside words', () => {
    expect(categoryOfHeading('Learning JavaScript')).toBe('Coding');
    expect(categoryOfHeading('Developing patience')).toBe('Coding'); // "develop" is a substring
    expect(categoryOfHeading('Cobwebs in the attic')).toBe('Coding'); // so is "web"
  });

  it('every other heading is Health (the complement)', () => {
    expect(categoryOfHeading('Better Sleep Starts Before Bedtime')).toBe('Health');
    expect(categoryOfHeading('Node.js without the dot is nodejs')).toBe('Coding');
    expect(categoryOfHeading('Node.js alone')).toBe('Health');
    expect(categoryOfHeading('')).toBe('Health');
  });
});

describe('sectionOf', () => {
  it("follows the writer's category, whatever the heading says", () => {
    expect(sectionOf({ category: 'Coding', heading: 'Better Sleep Starts Before Bedtime' })).toBe('coding');
    expect(sectionOf({ category: 'Health', heading: 'Learning JavaScript' })).toBe('health');
  });

  it('classifies an article stored without a category by its heading', () => {
    expect(sectionOf({ category: null, heading: 'Learning JavaScript' })).toBe('coding');
    expect(sectionOf({ category: undefined, heading: 'Better sleep' })).toBe('health');
    expect(sectionOf({ category: 'coding', heading: 'Better sleep' })).toBe('health'); // not a category name
  });

  it('names categories and their sections', () => {
    expect(sectionOfCategory('Coding')).toBe('coding');
    expect(sectionOfCategory('Health')).toBe('health');
    expect([isCategory('Coding'), isCategory('Health'), isCategory('coding'), isCategory('')]).toEqual([true, true, false, false]);
  });
});

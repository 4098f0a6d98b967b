import { describe, expect, it } from 'vitest';
import { CODING_KEYWORDS, sectionOf } from './category';

describe('sectionOf (the spec category split)', () => {
  it.each(CODING_KEYWORDS)('a heading containing "%s" is Coding', (word) => {
    expect(sectionOf(`Notes on ${word} today`)).toBe('coding');
  });

  it('matches case-insensitively and inside words', () => {
    expect(sectionOf('Learning JavaScript')).toBe('coding');
    expect(sectionOf('Developing patience')).toBe('coding'); // "develop" is a substring
    expect(sectionOf('Cobwebs in the attic')).toBe('coding'); // so is "web"
  });

  it('every other heading is Health (the complement)', () => {
    expect(sectionOf('Better Sleep Starts Before Bedtime')).toBe('health');
    expect(sectionOf('Node.js without the dot is nodejs')).toBe('coding');
    expect(sectionOf('Node.js alone')).toBe('health');
    expect(sectionOf('')).toBe('health');
  });
});

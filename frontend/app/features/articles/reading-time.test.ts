import { describe, expect, it } from 'vitest';
import { readingTime } from './reading-time';

describe('readingTime', () => {
  it('is the word count at 230 words a minute, rounded', () => {
    expect(readingTime(230)).toBe('1 min read');
    expect(readingTime(484)).toBe('2 min read');
    expect(readingTime(1035)).toBe('5 min read');
  });

  it('is never less than a minute', () => {
    expect(readingTime(0)).toBe('1 min read');
    expect(readingTime(40)).toBe('1 min read');
  });
});

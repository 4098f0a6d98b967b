import { describe, expect, it } from 'vitest';
import { MAX_CELLS, diffWords, hasChanges } from './word-diff';

const render = (older: string, newer: string) =>
  diffWords(older, newer)
    .map((part) => (part.kind === 'same' ? part.text : part.kind === 'ins' ? `[+${part.text}]` : `[-${part.text}]`))
    .join('');

describe('diffWords', () => {
  it('marks nothing when the texts are the same', () => {
    expect(diffWords('one two three', 'one two three')).toEqual([{ kind: 'same', text: 'one two three' }]);
    expect(hasChanges(diffWords('one two', 'one two'))).toBe(false);
  });

  it('marks an inserted word, a deleted word and a replaced word', () => {
    expect(render('the quick fox', 'the quick brown fox')).toBe('the quick [+brown ]fox');
    expect(render('the quick brown fox', 'the quick fox')).toBe('the quick [-brown ]fox');
    expect(render('the quick brown fox', 'the slow brown fox')).toBe('the [-quick ][+slow ]brown fox');
  });

  it('finds the longest common run of words, not the first difference onwards', () => {
    expect(render('a b c d e', 'a x c d y')).toBe('a [-b ][+x ]c d [-e][+y]');
    expect(hasChanges(diffWords('a b', 'a c'))).toBe(true);
  });

  it('compares whole words, not letters, and treats a changed space after a word as no change', () => {
    expect(render('cat', 'cats')).toBe('[-cat][+cats]');
    expect(render('one  two', 'one two')).toBe('one two');
  });

  it('handles empty texts on either side', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(render('', 'new words')).toBe('[+new words]');
    expect(render('old words', '')).toBe('[-old words]');
  });

  it('gives the newer text back from its same and inserted parts, and the older from its same and deleted parts', () => {
    const older = 'Sleep matters. It restores the body and the mind, night after night.';
    const newer = 'Sleep matters a lot. It restores the mind, every night.';
    const parts = diffWords(older, newer);
    expect(
      parts
        .filter((part) => part.kind !== 'del')
        .map((part) => part.text)
        .join(''),
    ).toBe(newer);
    expect(
      parts
        .filter((part) => part.kind !== 'ins')
        .map((part) => part.text)
        .join('')
        .replace(/\s+/g, ' '),
    ).toBe(older);
  });

  it('bounds the work on huge inputs: the changed middle becomes one deletion and one insertion', () => {
    const side = Math.ceil(Math.sqrt(MAX_CELLS)) + 10;
    const older = `start ${Array.from({ length: side }, (_, index) => `a${index}`).join(' ')} end`;
    const newer = `start ${Array.from({ length: side }, (_, index) => `b${index}`).join(' ')} end`;
    const began = performance.now();
    const parts = diffWords(older, newer);
    expect(performance.now() - began).toBeLessThan(1000);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'del', 'ins', 'same']);
    expect(parts[0].text).toBe('start ');
    expect(parts[3].text).toBe('end');
  });
});

import { describe, expect, it } from 'vitest';
import { foldText, keyWordsOf, markedSnippet, markedWords, parseFullTextQuery, rankRelated, relatedScores, wordsOf } from './full-text';

describe('foldText and wordsOf', () => {
  it('fold case and diacritics, and split at anything but letters and digits', () => {
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
    expect(wordsOf('Node.js streams, 20-20-20 rule; naïve café')).toEqual([
      'node',
      'js',
      'streams',
      '20',
      '20',
      '20',
      'rule',
      'naive',
      'cafe',
    ]);
  });
});

describe('parseFullTextQuery', () => {
  it('keeps quoted phrases whole and loose words once, without stop words', () => {
    expect(parseFullTextQuery('the Sleep "before  Bedtime" sleep habits')).toEqual({
      words: ['sleep', 'habits'],
      phrases: [['before', 'bedtime']],
      onlyStopWords: false,
    });
  });

  it('keeps the stop words of a phrase that has another word', () => {
    expect(parseFullTextQuery('"state of the art"').phrases).toEqual([['state', 'of', 'the', 'art']]);
  });

  it('takes an unclosed quote to the end', () => {
    expect(parseFullTextQuery('css "grid layout')).toEqual({ words: ['css'], phrases: [['grid', 'layout']], onlyStopWords: false });
  });

  it('says when only stop words were asked, and not for an empty or punctuation-only query', () => {
    expect(parseFullTextQuery('The and OF')).toEqual({ words: [], phrases: [], onlyStopWords: true });
    expect(parseFullTextQuery('"to be or not"').onlyStopWords).toBe(true);
    expect(parseFullTextQuery('!!! ""')).toEqual({ words: [], phrases: [], onlyStopWords: false });
  });
});

describe('markedSnippet', () => {
  const marked = markedWords(parseFullTextQuery('cafe "creme brulee"'));

  it('marks every asked word as written, ignoring case and diacritics', () => {
    expect(markedSnippet('At the Café: crème brûlée.', marked)).toBe('At the <mark>Café</mark>: <mark>crème</mark> <mark>brûlée</mark>.');
  });

  it('escapes the text first, so stored markup is shown as text', () => {
    expect(markedSnippet('<img src=x onerror="alert(1)"> cafe & co', marked)).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>cafe</mark> &amp; co',
    );
  });

  it('cuts a long text at word boundaries around the first match, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}the cafe opens ${'dolor sit '.repeat(40)}`;
    const snippet = markedSnippet(text, marked, 120);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('<mark>cafe</mark>');
    expect(snippet.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(124);
    // Whole words at both cuts.
    expect(snippet).toMatch(/^… (lorem|ipsum) /);
    expect(snippet).toMatch(/ (dolor|sit) …$/);
  });

  it('gives the start of the text when no word is in it (a title match)', () => {
    expect(markedSnippet(`First words here. ${'more '.repeat(60)}`, marked, 40)).toBe('First words here. more more more more …');
  });
});

describe('keyWordsOf', () => {
  it('lists the most frequent words, without stop words, numbers or words under 3 letters', () => {
    expect(keyWordsOf('The sleep, the SLEEP and light. Sleep at 10 pm; light is go.', 3)).toEqual(['sleep', 'light']);
  });
});

describe('relatedScores', () => {
  it('sums the weights of the shared words, ln(1 + articles / sharing)', () => {
    const scores = relatedScores(
      [
        { word: 'rare', ids: [1] },
        { word: 'common', ids: [1, 2, 3, 4] },
      ],
      100,
    );
    expect(scores.get(1)).toBeCloseTo(Math.log(101) + Math.log(26));
    expect(scores.get(2)).toBeCloseTo(Math.log(26));
    expect(scores.has(5)).toBe(false);
  });
});

describe('rankRelated', () => {
  const info = new Map([
    [1, { section: 'health', createdAt: 100 }],
    [2, { section: 'coding', createdAt: 200 }],
    [3, { section: 'health', createdAt: 300 }],
    [4, { section: 'health', createdAt: 400 }],
  ]);

  it('puts the same section first, then weighs a rare shared word over a common one, then the newest', () => {
    const ranked = rankRelated(
      'health',
      [
        { word: 'rare', ids: [1, 2] },
        { word: 'common', ids: [2, 3, 4] },
      ],
      100,
      info,
    );
    // 1 shares the rare word; 3 and 4 the common one (4 is newer); 2 shares both but is in another section.
    expect(ranked.map((c) => c.id)).toEqual([1, 4, 3, 2]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it('leaves out what the caller does not know (an article whose heading holds the current one)', () => {
    expect(rankRelated('health', [{ word: 'x', ids: [1, 9] }], 10, info).map((c) => c.id)).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { describe as describeBody, excerpt, looksLikeTagPair, plainText, shareDescription, wordCount } from './text';

describe('plainText', () => {
  it('strips tags and scripts and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips</p><script>x()</script><p>&lt;b&gt; &#39;ok&#x27;</p>')).toBe("Fish & chips <b> 'ok'");
  });
});

describe('wordCount (space-separated tokens)', () => {
  it('counts tokens and ignores extra spaces', () => {
    expect(wordCount('one two  three ')).toBe(3);
    expect(wordCount('')).toBe(0);
  });
});

describe('meta description', () => {
  it('is the first 33 characters of the stripped body', () => {
    const html = '<h2>Good sleep</h2><p>starts <em>before</em> bedtime, every single night.</p>';
    expect(describeBody(html)).toBe('Good sleep starts before bedtime,');
    expect(describeBody(html)).toHaveLength(33);
  });

  it('is the whole text when shorter', () => {
    expect(describeBody('<p>Short.</p>')).toBe('Short.');
  });
});

describe('looksLikeTagPair', () => {
  it('spots a tag pair, not a lone angle bracket', () => {
    expect(looksLikeTagPair('<b>bold</b>')).toBe(true);
    expect(looksLikeTagPair('x <script src="a">alert(1)</script> y')).toBe(true);
    expect(looksLikeTagPair('a < b > c')).toBe(false);
    expect(looksLikeTagPair('<br>')).toBe(false);
    expect(looksLikeTagPair('typescript generics')).toBe(false);
  });
});

describe('shareDescription', () => {
  it('is the whole stripped text when it fits', () => {
    expect(shareDescription('<p>Tests buy back <em>your</em> weekend.</p>')).toBe('Tests buy back your weekend.');
  });

  it('is at most 160 characters with its ellipsis, ending on a whole word', () => {
    const words = ['sleep', 'movement', 'attention', 'posture', 'eyes', 'breathing', 'focus'];
    const body = `<p>${Array.from({ length: 60 }, (_, n) => words[n % words.length]).join(' ')}</p>`;
    const cut = shareDescription(body);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(Array.from(cut).length).toBeGreaterThan(140);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1).split(' ');
    // Every word is whole: the text goes on with a space right after the cut.
    expect(kept.every((word) => words.includes(word))).toBe(true);
    expect(plainText(body).startsWith(`${cut.slice(0, -1)} `)).toBe(true);
  });

  it("is longer than the head description, which keeps the spec's 33 characters", () => {
    const body = `<p>${'Calm code for calm people. '.repeat(10)}</p>`;
    expect(describeBody(body)).toHaveLength(33);
    expect(shareDescription(body).length).toBeGreaterThan(33);
  });
});

describe('excerpt', () => {
  it('is the whole stripped body when it is short', () => {
    expect(excerpt('<h2>Why</h2><p>Tests buy back <em>your</em> weekend.</p>')).toBe('Why Tests buy back your weekend.');
  });

  it('cuts a long body at a word boundary and adds an ellipsis', () => {
    const body = `<p>${'word '.repeat(60)}</p>`;
    const cut = excerpt(body, 23);
    expect(cut).toBe('word word word word…');
    expect(Array.from(excerpt(body)).length).toBeLessThanOrEqual(161);
  });

  it('drops punctuation left at the cut and cuts inside a word only when no space is near', () => {
    expect(excerpt('<p>One two, three four five</p>', 9)).toBe('One two…');
    expect(excerpt(`<p>${'x'.repeat(50)}</p>`, 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

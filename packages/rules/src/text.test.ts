import { describe, expect, it } from 'vitest';
import { describe as describeBody, excerpt, plainText, shareDescription, shortened, textBlocks, wordCount } from './text';

describe('plainText', () => {
  it('strips tags and scripts and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips</p><script>x()</script><p>&lt;b&gt; &#39;ok&#x27;</p>')).toBe("Fish & chips <b> 'ok'");
  });

  it('keeps text that looks like markup: it is text, not tags', () => {
    expect(plainText('<p>Use <code>&lt;button&gt;</code>, not <code>&lt;div&gt;</code>.</p>')).toBe('Use <button>, not <div>.');
    expect(plainText('<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>')).toBe('a <script>alert(1)</script> b');
  });

  it('adds no space where inline elements meet the text: punctuation after a link or bold stays put', () => {
    expect(plainText('<p>See <a href="https://x.example">the guide</a>. It is <strong>short</strong>, <em>clear</em>!</p>')).toBe(
      'See the guide. It is short, clear!',
    );
    expect(plainText('<p>un<strong>believ</strong>able</p>')).toBe('unbelievable');
  });

  it('decodes named and numeric entities once', () => {
    expect(plainText('<p>caf&eacute; &mdash; &#8220;quoted&#x201D; &amp;amp; a&nbsp;b</p>')).toBe('café — “quoted” &amp; a b');
  });

  it('puts one space between blocks, and a line break reads as a space', () => {
    expect(plainText('<h2>Why</h2><p>One</p><ul><li>two</li><li>three</li></ul><blockquote><p>four</p></blockquote>')).toBe(
      'Why One two three four',
    );
    expect(plainText('<p>line<br>next</p><table><tr><td>a</td><td>b</td></tr></table>')).toBe('line next a b');
    expect(plainText('<p>  spread\n   out  </p>')).toBe('spread out');
  });
});

describe('textBlocks', () => {
  it('names the block each text stands in', () => {
    expect(textBlocks('<h2>Title</h2><p>Body <em>text</em>.</p><p></p><ul><li>item</li></ul>loose')).toEqual([
      { element: 'h2', text: 'Title' },
      { element: 'p', text: 'Body text.' },
      { element: 'li', text: 'item' },
      { element: '', text: 'loose' },
    ]);
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

  it('cuts text derived from markup as text: what looks like a tag is not stripped again', () => {
    expect(excerpt('<p>Use <code>&lt;button&gt;</code>, not <code>&lt;div&gt;</code>.</p>')).toBe('Use <button>, not <div>.');
    expect(shortened('Use <button>, not <div> anywhere', 24)).toBe('Use <button>, not <div>…');
  });

  it('drops punctuation left at the cut and cuts inside a word only when no space is near', () => {
    expect(excerpt('<p>One two, three four five</p>', 9)).toBe('One two…');
    expect(excerpt(`<p>${'x'.repeat(50)}</p>`, 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

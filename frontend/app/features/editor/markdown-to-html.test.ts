import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown, markdownToHtml } from './markdown-to-html';

describe('markdownToHtml', () => {
  it('turns blocks into the editor’s HTML', () => {
    const markdown = [
      '## Morning light',
      '',
      'First line',
      'second line.',
      '',
      '- tea',
      '- toast',
      '1. wake',
      '2. walk',
      '> Slow is smooth.',
      '---',
      '```ts',
      'const a = 1 < 2;',
      '```',
    ].join('\n');
    expect(markdownToHtml(markdown)).toBe(
      '<h2>Morning light</h2><p>First line<br>second line.</p><ul><li>tea</li><li>toast</li></ul><ol><li>wake</li><li>walk</li></ol>' +
        '<blockquote>Slow is smooth.</blockquote><hr><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
    );
  });

  it('turns inline signs into formatting, leaving code spans as they are', () => {
    expect(markdownToHtml('**bold**, *it*, _it_, ~~gone~~, `a *b*`, [site](https://example.com)')).toBe(
      '<p><strong>bold</strong>, <em>it</em>, <em>it</em>, <s>gone</s>, <code>a *b*</code>, <a href="https://example.com">site</a></p>',
    );
  });

  it('escapes markup and keeps unsafe links as text', () => {
    expect(markdownToHtml('<script>x</script> [a](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; [a](javascript:alert(1))</p>',
    );
  });
});

describe('markdownToHtml: tables and footnotes', () => {
  it('turns a pipe table into a table with its header row, each row as wide as the header', () => {
    const markdown = [
      'Scores:',
      '',
      '| Name | **Score** |',
      '| :--- | ---: |',
      '| Ann | 7 |',
      'Bo | 5 | extra',
      '| Cy \\| Di |',
      '',
      'After.',
    ].join('\n');
    expect(markdownToHtml(markdown)).toBe(
      '<p>Scores:</p><table><thead><tr><th>Name</th><th><strong>Score</strong></th></tr></thead>' +
        '<tbody><tr><td>Ann</td><td>7</td></tr><tr><td>Bo</td><td>5</td></tr><tr><td>Cy | Di</td><td></td></tr></tbody></table><p>After.</p>',
    );
  });

  it('keeps a line with a pipe over a rule that does not match it as text', () => {
    expect(markdownToHtml('a | b | c\n---')).toBe('<p>a | b | c</p><hr>');
  });

  it('numbers footnotes by their first reference and lists their notes at the end', () => {
    const markdown = [
      'A claim[^src] and another[^1].',
      '',
      '[^1]: The first note.',
      '[^src]: See [the paper](https://example.com).',
      'Again[^src].',
    ].join('\n');
    expect(markdownToHtml(markdown)).toBe(
      '<p>A claim<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup> and another<sup class="footnote-ref" id="fnref-2"><a href="#fn-2">2</a></sup>.</p>' +
        '<p>Again<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p>' +
        '<ol class="footnotes"><li class="footnote" id="fn-1">See <a href="https://example.com">the paper</a>.</li><li class="footnote" id="fn-2">The first note.</li></ol>',
    );
  });

  it('leaves a footnote sign inside code as it is', () => {
    expect(markdownToHtml('Use `a[^1]` here')).toBe('<p>Use <code>a[^1]</code> here</p>');
  });
});

describe('looksLikeMarkdown', () => {
  it('knows Markdown by one of its signs, and plain prose by none', () => {
    expect(looksLikeMarkdown('# Title\nWords')).toBe(true);
    expect(looksLikeMarkdown('Some **bold** words')).toBe(true);
    expect(looksLikeMarkdown('- one\n- two')).toBe(true);
    expect(looksLikeMarkdown('a | b\n--- | ---')).toBe(true);
    expect(looksLikeMarkdown('A claim[^1].')).toBe(true);
    expect(looksLikeMarkdown('Just a sentence, with 3 * 4 = 12 in it.')).toBe(false);
  });
});

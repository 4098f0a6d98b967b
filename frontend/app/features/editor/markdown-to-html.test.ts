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

describe('looksLikeMarkdown', () => {
  it('knows Markdown by one of its signs, and plain prose by none', () => {
    expect(looksLikeMarkdown('# Title\nWords')).toBe(true);
    expect(looksLikeMarkdown('Some **bold** words')).toBe(true);
    expect(looksLikeMarkdown('- one\n- two')).toBe(true);
    expect(looksLikeMarkdown('Just a sentence, with 3 * 4 = 12 in it.')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps the editor markup', () => {
    const html =
      '<h2 class="ql-align-center">Title</h2><p>A <a href="https://example.com">link</a>, <strong>bold</strong>, <em>it</em>, <u>u</u></p><ol><li>one</li></ol><pre><code class="language-ts">const a = 1;</code></pre>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and dangerous schemes', () => {
    const dirty =
      '<p onclick="x()" style="color:red">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><iframe src="https://e.com"></iframe>';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|style=|javascript:|iframe|data:/);
    expect(clean).toContain('<p>hi</p>');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://e.com" target="_blank">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('writes <b> and <i> as <strong> and <em>, and drops markup that means nothing to a reader', () => {
    expect(sanitizeArticleHtml('<p><b>b</b> <i>i</i> <span>s</span></p><ol><li data-list="bullet" class="ql-indent-1">x</li></ol>')).toBe(
      '<p><strong>b</strong> <em>i</em> s</p><ol><li>x</li></ol>',
    );
    expect(sanitizeArticleHtml('<pre class="ql-syntax" spellcheck="false">x</pre><p class="language-js">y</p>')).toBe(
      '<pre>x</pre><p>y</p>',
    );
  });

  it('turns Quill non-breaking spaces into plain spaces', () => {
    expect(sanitizeArticleHtml('<p>a&nbsp;b\u00a0c</p>')).toBe('<p>a b c</p>');
  });
});

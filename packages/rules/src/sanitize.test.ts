import { describe, expect, it } from 'vitest';
import { PICTURE_SIZES } from './picture';
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

  it('keeps tables with their header row, footnotes and figures with captions (ADR 0041)', () => {
    const html =
      '<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td><strong>Ann</strong></td><td>7</td></tr></tbody></table>' +
      '<p>A claim<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p>' +
      '<figure><img src="https://e.com/a.png" alt="A"><figcaption>A caption</figcaption></figure>' +
      '<ol class="footnotes"><li class="footnote" id="fn-1">The source, <a href="https://e.com">there</a>.</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('alt="A">', 'alt="A" />'));
  });

  it('strips hostile or foreign attributes from tables and footnotes', () => {
    expect(
      sanitizeArticleHtml(
        '<table style="border:1px" onclick="x()" border="1"><tbody><tr onmouseover="x()"><td colspan="2" data-row="row-1" style="color:red">a</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
    // An id that is not a footnote's own (it could clobber the page's) and classes from elsewhere go.
    expect(sanitizeArticleHtml('<p><sup id="header" class="x footnote-ref">1</sup><sup id="fnref-1" onclick="x()">2</sup></p>')).toBe(
      '<p><sup class="footnote-ref">1</sup><sup id="fnref-1">2</sup></p>',
    );
    expect(
      sanitizeArticleHtml('<ol class="footnotes ql-x" id="fn-1"><li id="login" class="footnote">n</li><li id="fn-0">m</li></ol>'),
    ).toBe('<ol class="footnotes"><li class="footnote">n</li><li>m</li></ol>');
    expect(sanitizeArticleHtml('<p id="fn-1" class="footnote">x</p><ul class="footnotes"><li id="fn-2">y</li></ul>')).toBe(
      '<p>x</p><ul><li id="fn-2">y</li></ul>',
    );
  });
});

describe('pictures from the site’s own uploads (ADR 36)', () => {
  const srcset = '/uploads/cat_a1-480.webp 480w, /uploads/cat_a1-800.webp 800w';
  const own = `<img src="/uploads/cat_a1-800.jpg" srcset="${srcset}" sizes="${PICTURE_SIZES}" width="800" height="600" loading="lazy" alt="A cat" />`;

  it('keeps exactly src, srcset, sizes, width, height, loading and alt', () => {
    expect(sanitizeArticleHtml(`<p>${own}</p>`)).toBe(`<p>${own}</p>`);
    expect(sanitizeArticleHtml(own.replace('<img', '<img title="T" class="x" onerror="y()"'))).toBe(own);
  });

  it('drops a srcset that names another address, a sizes of its own, a bad size or loading', () => {
    const base = '<img src="/uploads/cat_a1-800.jpg" alt="A cat" />';
    for (const attribute of [
      'srcset="https://evil.example/x.webp 480w"',
      'srcset="/uploads/cat_a1-480.webp 480w, /uploads/../x.webp 800w"',
      'srcset="/uploads/cat_a1-480.webp 2x"',
      'sizes="100vw"',
      'width="100%"',
      'loading="soon"',
    ]) {
      expect(sanitizeArticleHtml(base.replace('<img', `<img ${attribute}`)), attribute).toBe(base);
    }
  });

  it('never gives srcset or sizes to a picture from elsewhere', () => {
    expect(
      sanitizeArticleHtml(`<img src="https://e.com/a.png" srcset="/uploads/a-480.webp 480w" sizes="${PICTURE_SIZES}" alt="A" title="T">`),
    ).toBe('<img src="https://e.com/a.png" alt="A" title="T" />');
    expect(sanitizeArticleHtml('<img src="/uploads/a.svg" srcset="/uploads/a-480.webp 480w">')).toBe('<img src="/uploads/a.svg" />');
  });
});

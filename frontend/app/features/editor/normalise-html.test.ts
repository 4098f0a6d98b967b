import { describe, expect, it } from 'vitest';
import { normaliseEditorHtml } from './normalise-html';

describe('normaliseEditorHtml', () => {
  it('turns Quill 2 non-breaking spaces into plain spaces', () => {
    expect(normaliseEditorHtml('<p>Slow&nbsp;mornings,\u00a0calm&nbsp;code</p>')).toBe('<p>Slow mornings, calm code</p>');
  });

  it('drops empty lines and empty headings, keeping the rest in order', () => {
    expect(normaliseEditorHtml('<p><br></p><h2>Title</h2><p><br/></p><p class="ql-align-center"><br></p><p>One</p><h3> </h3><p></p>')).toBe(
      '<h2>Title</h2><p>One</p>',
    );
  });

  it('drops the number the editor shows beside a footnote’s note', () => {
    expect(normaliseEditorHtml('<ol class="footnotes"><li class="footnote" id="fn-2" data-note="2">n</li></ol>')).toBe(
      '<ol class="footnotes"><li class="footnote" id="fn-2">n</li></ol>',
    );
  });

  it('is the empty string for an empty editor', () => {
    expect(normaliseEditorHtml('<p></p>')).toBe('');
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
    expect(normaliseEditorHtml('')).toBe('');
  });

  it('keeps blocks that hold a picture, lists and formatting', () => {
    const html = '<p><img src="https://example.com/a.png"></p><ol><li>a</li></ol><p><strong>b</strong> <a href="https://x.y">c</a></p>';
    expect(normaliseEditorHtml(html)).toBe(html);
  });
});

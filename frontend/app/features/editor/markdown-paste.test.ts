import type { Quill } from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMarkdownPaste } from './markdown-paste.client';
import { normaliseEditorHtml } from './normalise-html';
import { newEditor, prepareQuill } from './test-editor.client';

let quill: Quill;
type Paste = { onPaste(range: { index: number; length: number }, pasted: { text?: string; html?: string }): void };
const paste = (index: number, pasted: { text?: string; html?: string }) =>
  (quill.clipboard as unknown as Paste).onPaste({ index, length: 0 }, pasted);

beforeAll(() => {
  prepareQuill();
  registerMarkdownPaste();
});

beforeEach(() => {
  quill = newEditor();
});

describe('pasting Markdown', () => {
  it('pastes Markdown text as formatted text', () => {
    paste(0, { text: '## Notes\n\nSome **bold** words.\n\n```js\nlet a;\n```' });
    expect(quill.getSemanticHTML()).toBe(
      '<h2>Notes</h2><p>Some&nbsp;<strong>bold</strong>&nbsp;words.</p><pre><code class="language-js">let a;</code></pre><p></p>',
    );
  });

  it('pastes a pipe table and footnotes as a table and footnotes', () => {
    paste(0, { text: 'See[^a].\n\n| Day | Km |\n|---|---|\n| Mon | 5 |\n\n[^a]: My log.' });
    expect(normaliseEditorHtml(quill.getSemanticHTML())).toBe(
      '<p>See<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p>' +
        '<table><thead><tr><th>Day</th><th>Km</th></tr></thead><tbody><tr><td>Mon</td><td>5</td></tr></tbody></table>' +
        '<ol class="footnotes"><li class="footnote" id="fn-1">My log.</li></ol>',
    );
  });

  it('pastes plain prose, HTML, and anything inside a code block as it is', () => {
    paste(0, { text: 'Just words.' });
    expect(quill.getSemanticHTML()).toBe('<p>Just&nbsp;words.</p>');
    quill.setText('\n', 'api');
    paste(0, { text: '**not this**', html: '<p><em>this</em></p>' });
    expect(quill.getSemanticHTML()).toBe('<p><em>this</em></p>');
    quill.setContents(quill.clipboard.convert({ html: '<pre><code>x</code></pre>' }), 'api');
    paste(0, { text: '## kept' });
    expect(quill.getSemanticHTML()).toBe('<pre><code>## keptx</code></pre>');
  });
});

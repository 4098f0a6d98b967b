import { Quill } from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAITHFUL_MATCHERS, registerFaithfulFormats } from './faithful-formats.client';
import { registerMarkdownPaste } from './markdown-paste.client';

let quill: Quill;
type Paste = { onPaste(range: { index: number; length: number }, pasted: { text?: string; html?: string }): void };
const paste = (index: number, pasted: { text?: string; html?: string }) =>
  (quill.clipboard as unknown as Paste).onPaste({ index, length: 0 }, pasted);

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection to scroll it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  registerFaithfulFormats();
  registerMarkdownPaste();
});

beforeEach(() => {
  const host = document.createElement('div');
  document.body.append(host);
  quill = new Quill(host, { modules: { clipboard: { matchers: FAITHFUL_MATCHERS } } });
});

describe('pasting Markdown', () => {
  it('pastes Markdown text as formatted text', () => {
    paste(0, { text: '## Notes\n\nSome **bold** words.\n\n```js\nlet a;\n```' });
    expect(quill.getSemanticHTML()).toBe(
      '<h2>Notes</h2><p>Some&nbsp;<strong>bold</strong>&nbsp;words.</p><pre><code class="language-js">let a;</code></pre><p></p>',
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

import type { Quill } from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARKDOWN_BINDINGS } from './markdown-shortcuts.client';
import { newEditor, prepareQuill } from './test-editor.client';

let quill: Quill;

beforeAll(() => {
  prepareQuill();
});

// A new editor for each test: the page is emptied after every test.
beforeEach(() => {
  quill = newEditor({ keyboard: { bindings: MARKDOWN_BINDINGS } });
});

/** Types `text` at the end of the first line, then presses `key` as a keyboard would. */
function typeThenPress(text: string, key: string) {
  quill.insertText(0, text, 'user');
  quill.focus();
  quill.setSelection(text.length, 0, 'api');
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  quill.root.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Markdown shortcuts while typing', () => {
  it.each([
    ['#', 1],
    ['##', 2],
    ['#####', 5],
  ])('%s and a space start a heading of level %i', (prefix, level) => {
    expect(typeThenPress(prefix, ' ')).toBe(true);
    quill.insertText(0, 'Title', 'user');
    expect(quill.getSemanticHTML()).toBe(`<h${level}>Title</h${level}>`);
  });

  it('> and a space start a block quote', () => {
    typeThenPress('>', ' ');
    quill.insertText(0, 'Said', 'user');
    expect(quill.getSemanticHTML()).toBe('<blockquote>Said</blockquote>');
  });

  it.each([' ', 'Enter'])('``` and %j start a code block', (key) => {
    typeThenPress('```', key);
    quill.insertText(0, 'let a;', 'user');
    expect(quill.getSemanticHTML()).toBe('<pre><code>let a;</code></pre>');
  });

  it.each([
    ['-', '<ul><li>Item</li></ul>'],
    ['1.', '<ol><li>Item</li></ol>'],
  ])('%s and a space start a list (Quill’s own shortcut)', (prefix, html) => {
    typeThenPress(prefix, ' ');
    quill.insertText(0, 'Item', 'user');
    expect(quill.getSemanticHTML()).toBe(html);
  });

  it('does nothing inside a code block or after other text', () => {
    quill.setContents(quill.clipboard.convert({ html: '<pre><code>x</code></pre>' }), 'api');
    quill.insertText(0, '##', 'user');
    quill.setSelection(2, 0, 'api');
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(quill.getSemanticHTML()).toBe('<pre><code>##x</code></pre>');
    quill.setText('\n', 'api');
    typeThenPress('Note ##', ' ');
    expect(quill.getSemanticHTML()).toBe('<p>Note&nbsp;##</p>');
  });
});

import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import type { Quill } from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normaliseEditorHtml } from './normalise-html';
import { NOTE_BINDINGS, changeTable, inTable, insertFootnote, insertTable, pictureAt, setCaption } from './table-note-tools.client';
import { newEditor, prepareQuill } from './test-editor.client';

let quill: Quill;
const load = (html: string) => quill.setContents(quill.clipboard.convert({ html }), 'api');
const saved = () => sanitizeArticleHtml(normaliseEditorHtml(quill.getSemanticHTML()));

beforeAll(() => {
  prepareQuill();
});

beforeEach(() => {
  quill = newEditor({ keyboard: { bindings: NOTE_BINDINGS } });
});

describe('tables', () => {
  it('inserts a table of the chosen size with a header row, on a line of its own', () => {
    load('<p>Before</p>');
    quill.setSelection(6, 0, 'api');
    insertTable(quill, 3, 2);
    quill.insertText(quill.getSelection()!.index, 'Name', 'user');
    expect(saved()).toBe(
      '<p>Before</p><table><thead><tr><th>Name</th><th></th></tr></thead><tbody><tr><td></td><td></td></tr><tr><td></td><td></td></tr></tbody></table>',
    );
  });

  it('adds and removes rows and columns where the cursor is, and deletes the table', () => {
    load('<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
    const inBody = { index: 4, length: 0 };
    expect(inTable(quill, inBody)).toBe(true);
    changeTable(quill, inBody, 'insertRowBelow');
    changeTable(quill, { index: 4, length: 0 }, 'insertColumnRight');
    expect(saved()).toBe(
      '<table><thead><tr><th>A</th><th></th><th>B</th></tr></thead><tbody><tr><td>1</td><td></td><td>2</td></tr><tr><td></td><td></td><td></td></tr></tbody></table>',
    );
    // The new column is the second (index 2 is its header cell); the new row the last (index 8, once the column is gone).
    changeTable(quill, { index: 2, length: 0 }, 'deleteColumn');
    changeTable(quill, { index: 8, length: 0 }, 'deleteRow');
    expect(saved()).toBe('<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
    changeTable(quill, { index: 0, length: 0 }, 'deleteTable');
    expect(saved()).toBe('');
  });

  it('does nothing outside a table', () => {
    load('<p>Text</p>');
    expect(inTable(quill, { index: 1, length: 0 })).toBe(false);
    changeTable(quill, { index: 1, length: 0 }, 'deleteTable');
    expect(saved()).toBe('<p>Text</p>');
  });
});

describe('footnotes', () => {
  it('inserts a numbered reference at the cursor and its note at the end, with the cursor in the note', () => {
    load('<p>A claim.</p><p>More.</p>');
    quill.setSelection(7, 0, 'api');
    insertFootnote(quill);
    quill.insertText(quill.getSelection()!.index, 'The source.', 'user');
    quill.setSelection(2, 0, 'api');
    insertFootnote(quill);
    quill.insertText(quill.getSelection()!.index, 'Second.', 'user');
    expect(saved()).toBe(
      '<p>A <sup class="footnote-ref" id="fnref-2"><a href="#fn-2">2</a></sup>claim<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p><p>More.</p>' +
        '<ol class="footnotes"><li class="footnote" id="fn-1">The source.</li><li class="footnote" id="fn-2">Second.</li></ol>',
    );
  });

  it('ends a note on Enter and goes back to the text just after its reference', () => {
    const html =
      '<p>A<sup class="footnote-ref" id="fnref-2"><a href="#fn-2">2</a></sup> b</p><ol class="footnotes"><li class="footnote" id="fn-2">Note</li></ol>';
    load(html);
    quill.focus();
    quill.setSelection(9, 0, 'api');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    quill.root.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(quill.getSelection()).toEqual({ index: 2, length: 0 });
    expect(saved()).toBe(html);
  });
});

describe('captions', () => {
  it('gives a picture a caption (it becomes a figure), changes it, and takes it away', () => {
    load('<p>Look:</p><p><img src="https://e.com/a.png" alt="A"></p>');
    const picture = pictureAt(quill, { index: 7, length: 0 })!;
    expect(picture.value).toEqual({ image: { src: 'https://e.com/a.png', alt: 'A' } });
    setCaption(quill, picture, ' The view ');
    expect(saved()).toBe('<p>Look:</p><figure><img src="https://e.com/a.png" alt="A" /><figcaption>The view</figcaption></figure>');
    const figure = pictureAt(quill, { index: 6, length: 0 })!;
    expect(figure.value.caption).toBe('The view');
    setCaption(quill, figure, '');
    expect(saved()).toBe('<p>Look:</p><figure><img src="https://e.com/a.png" alt="A" /></figure>');
  });

  it('finds no picture where there is none', () => {
    load('<p>Text</p>');
    expect(pictureAt(quill, { index: 2, length: 0 })).toBeNull();
  });
});

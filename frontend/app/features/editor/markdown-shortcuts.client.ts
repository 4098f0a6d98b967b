import type { Quill } from 'react-quill-new';
import { CODE_WITHOUT_LANGUAGE } from './faithful-formats.client';

// Markdown shortcuts while typing: a line that starts with `## `, `> ` or
// ``` becomes a heading, a quote or a code block. Quill's own keyboard
// module already turns `- `, `* ` and `1. ` into lists ('list autofill').

type Range = { index: number; length: number };
type Context = { prefix: string };
type KeyboardThis = { quill: Quill };

/** Turns the line the cursor is on into `format`, dropping the `prefix` just typed. */
function shortcut(format: string, value: (prefix: string) => unknown) {
  return function (this: KeyboardThis, range: Range, context: Context) {
    const start = range.index - context.prefix.length;
    this.quill.deleteText(start, context.prefix.length, 'user');
    this.quill.formatLine(start, 1, format, value(context.prefix), 'user');
    this.quill.setSelection(start, 0, 'silent');
    return false;
  };
}

// Only on a plain line: not inside a code block, a heading, a quote or a list.
const PLAIN_LINE = { 'code-block': false, header: false, blockquote: false, list: false };

export const MARKDOWN_BINDINGS = {
  'markdown heading': {
    key: ' ',
    collapsed: true,
    format: PLAIN_LINE,
    prefix: /^#{1,5}$/,
    handler: shortcut('header', (prefix) => prefix.length),
  },
  'markdown quote': {
    key: ' ',
    collapsed: true,
    format: PLAIN_LINE,
    prefix: /^>$/,
    handler: shortcut('blockquote', () => true),
  },
  'markdown code block': {
    key: 'Enter',
    collapsed: true,
    format: PLAIN_LINE,
    prefix: /^```$/,
    handler: shortcut('code-block', () => CODE_WITHOUT_LANGUAGE),
  },
  'markdown code block (space)': {
    key: ' ',
    collapsed: true,
    format: PLAIN_LINE,
    prefix: /^```$/,
    handler: shortcut('code-block', () => CODE_WITHOUT_LANGUAGE),
  },
};

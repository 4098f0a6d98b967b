import { Quill } from 'react-quill-new';
import { looksLikeMarkdown, markdownToHtml } from './markdown-to-html';

type Range = { index: number; length: number };
type Pasted = { text?: string; html?: string };
type ClipboardModule = abstract new (...args: never[]) => {
  quill: Quill;
  onPaste(range: Range, pasted: Pasted): void;
};

const Clipboard = Quill.import('modules/clipboard') as unknown as ClipboardModule;

/**
 * Quill's clipboard, reading pasted Markdown (plain text with Markdown's
 * signs, and no HTML beside it) as formatted text. Inside a code block a
 * paste stays the text it is.
 */
class MarkdownClipboard extends Clipboard {
  onPaste(range: Range, pasted: Pasted) {
    const inCode = this.quill.getFormat(range.index)['code-block'] != null;
    if (!pasted.html && pasted.text && !inCode && looksLikeMarkdown(pasted.text)) {
      super.onPaste(range, { html: markdownToHtml(pasted.text) });
      return;
    }
    super.onPaste(range, pasted);
  }
}

let registered = false;

/** Registers the clipboard once, before the first editor starts. */
export function registerMarkdownPaste() {
  if (registered) return;
  registered = true;
  Quill.register('modules/clipboard', MarkdownClipboard, true);
}

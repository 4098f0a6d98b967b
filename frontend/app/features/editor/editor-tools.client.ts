import type { Quill } from 'react-quill-new';
import { CODE_WITHOUT_LANGUAGE } from './faithful-formats.client';

// What the toolbar's block tools do to the editor (their buttons are in toolsets.ts).

/** A horizontal rule where the cursor is, with the cursor on the line after it. */
export function insertRule(quill: Quill) {
  const range = quill.getSelection(true);
  quill.insertEmbed(range.index, 'divider', true, 'user');
  quill.setSelection(range.index + 1, 0, 'user');
}

/** The cursor's lines become a code block (with no language yet), or stop being one. */
export function toggleCodeBlock(quill: Quill) {
  const inCode = quill.getFormat()['code-block'] != null;
  quill.format('code-block', inCode ? false : CODE_WITHOUT_LANGUAGE, 'user');
}

type Range = { index: number; length: number };

/** The language of the code block at `range`, or null outside one. */
export function codeLanguageAt(quill: Quill, range: Range): string | null {
  const value = quill.getFormat(range.index, range.length)['code-block'];
  if (value == null) return null;
  return typeof value === 'string' && value !== 'plain' ? value : CODE_WITHOUT_LANGUAGE;
}

/**
 * Names the language of the code block at `range` (the reader's page colours
 * it). By range, not by the selection: the picker keeps the focus meanwhile.
 */
export function setCodeLanguage(quill: Quill, range: Range, language: string) {
  if (codeLanguageAt(quill, range) === null) return;
  quill.formatLine(range.index, range.length, 'code-block', language, 'user');
}

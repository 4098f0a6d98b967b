import { Quill } from 'react-quill-new';
import { Delta, type DeltaOp } from './delta.client';
import { IMAGE_ATTRIBUTES, type FigureValue } from './faithful-formats.client';
import { footnoteNumbers } from './footnote-formats.client';
import { HEAD_ROW } from './table-formats.client';

// What the block tools for tables, footnotes and captions do to the editor
// (docs/decisions/0041). Tables use Quill 2's own table module.

type Range = { index: number; length: number };

type TableModule = {
  getTable(range?: Range): [unknown, unknown, unknown, number];
  insertRowAbove(): void;
  insertRowBelow(): void;
  insertColumnLeft(): void;
  insertColumnRight(): void;
  deleteRow(): void;
  deleteColumn(): void;
  deleteTable(): void;
  balanceTables(): void;
};
const tableModule = (quill: Quill) => quill.getModule('table') as TableModule;

/** The largest table the tool makes (a bigger one is easier to paste). */
export const TABLE_LIMIT = 20;
const rowId = () => Math.random().toString(36).slice(2, 6);

/** A table of `rows` × `columns` empty cells at the cursor, its first row the header row; the cursor in its first cell. */
export function insertTable(quill: Quill, rows: number, columns: number) {
  const range = quill.getSelection(true);
  const size = (n: number) => Math.min(TABLE_LIMIT, Math.max(1, Math.floor(n) || 1));
  const [height, width] = [size(rows), size(columns)];
  // A table is block-level: it starts on a line of its own.
  const [line, offset] = quill.getLine(range.index);
  const atLineStart = offset === 0 && (line?.length() ?? 1) <= 1;
  let delta = new Delta().retain(range.index);
  if (!atLineStart) delta = delta.insert('\n');
  for (let row = 0; row < height; row++) {
    delta = delta.insert('\n'.repeat(width), { table: `${row === 0 ? HEAD_ROW : 'row-'}${rowId()}` });
  }
  quill.updateContents(delta as never, 'user');
  quill.setSelection(range.index + (atLineStart ? 0 : 1), 0, 'silent');
  tableModule(quill).balanceTables();
}

/** Whether the cursor is in a table's cell. */
export function inTable(quill: Quill, range: Range): boolean {
  return tableModule(quill).getTable(range)[2] != null;
}

export type TableCommand =
  'insertRowAbove' | 'insertRowBelow' | 'insertColumnLeft' | 'insertColumnRight' | 'deleteRow' | 'deleteColumn' | 'deleteTable';

/** Changes the table the cursor is in (Quill's table module works on the selection: it is put back first). */
export function changeTable(quill: Quill, range: Range, command: TableCommand) {
  if (!inTable(quill, range)) return;
  quill.setSelection(range, 'silent');
  tableModule(quill)[command]();
}

/**
 * A footnote: its reference, numbered after the others, at the cursor, and its
 * note, a new line at the end of the text, where the cursor goes to write it.
 */
export function insertFootnote(quill: Quill) {
  const range = quill.getSelection(true);
  const number = String(Math.max(0, ...footnoteNumbers(quill)) + 1);
  quill.insertEmbed(range.index + range.length, 'footnote-ref', number, 'user');
  const end = quill.getLength();
  quill.updateContents(new Delta().retain(end).insert('\n', { footnote: number }) as never, 'user');
  quill.setSelection(quill.getLength() - 1, 0, 'user');
}

type KeyboardThis = { quill: Quill };

/** Where the text goes on after the reference of note `number` (just after it), or null when there is none. */
function afterReference(quill: Quill, number: string): number | null {
  let index = 0;
  for (const op of quill.getContents().ops as DeltaOp[]) {
    const insert = op.insert;
    if (insert && typeof insert === 'object' && (insert as Record<string, unknown>)['footnote-ref'] === number) return index + 1;
    index += typeof insert === 'string' ? insert.length : 1;
  }
  return null;
}

/**
 * Enter ends a note and takes the cursor back to the text, just after its
 * reference (Quill would start another line of the list with the same number,
 * a note no reference points to). With no reference, Enter does nothing there.
 */
export const NOTE_BINDINGS = {
  'footnote enter': {
    key: 'Enter',
    format: ['footnote'],
    handler(this: KeyboardThis, _range: Range, context: { format: Record<string, unknown> }) {
      const back = afterReference(this.quill, String(context.format.footnote));
      if (back !== null) this.quill.setSelection(back, 0, 'user');
      return false;
    },
  },
};

/** A picture in the text, as a figure's value: where it is and what it holds. */
export type PictureAt = { index: number; value: FigureValue };

/** The picture or figure at the cursor (just before or after it), or null. */
export function pictureAt(quill: Quill, range: Range): PictureAt | null {
  for (const index of [range.index, range.index - 1]) {
    if (index < 0) continue;
    const [op] = quill.getContents(index, 1).ops as DeltaOp[];
    const insert = op?.insert as Record<string, unknown> | undefined;
    if (!insert || typeof insert !== 'object') continue;
    if (insert.figure) return { index, value: insert.figure as FigureValue };
    if (typeof insert.image === 'string') {
      const image: Record<string, string> = { src: insert.image };
      for (const name of IMAGE_ATTRIBUTES) {
        const value = op.attributes?.[name];
        if (typeof value === 'string') image[name] = value;
      }
      return { index, value: { image } };
    }
  }
  return null;
}

/** Gives the picture at `at` a caption (it becomes a figure), or takes its caption away when `caption` is blank. */
export function setCaption(quill: Quill, at: PictureAt, caption: string) {
  const text = caption.trim();
  const figure: FigureValue = { image: at.value.image, ...(text ? { caption: text } : {}) };
  quill.updateContents(new Delta().retain(at.index).delete(1).insert({ figure }) as never, 'user');
}

import { Quill } from 'react-quill-new';
import { Delta, type DeltaLike } from './delta.client';

// Tables in Quill 2's own table module (no new dependency): a cell is one line
// whose value names its row. Rows whose value starts with `head-` are the
// header row: in the editor they are bold, and they are saved as
// `<thead><tr><th>`. Quill writes every row as `<tbody><tr><td>` with a border
// style; this container writes the table as it is stored (docs/decisions/0041).

/** The row value of a header row. */
export const HEAD_ROW = 'head-';

type Cell = { domNode: HTMLElement; length(): number };
type Row = { children: { head: Cell | null; map<T>(fn: (cell: Cell) => T): T[] } };
type Constructor<T = object> = abstract new (...args: never[]) => T;
type TableContainerBlot = Constructor<{ scroll: { domNode: HTMLElement }; rows(): Row[] }>;

const BaseTableContainer = Quill.import('formats/table-container') as unknown as TableContainerBlot;

export const isHeadRow = (value: unknown) => String(value ?? '').startsWith(HEAD_ROW);

class TableContainer extends BaseTableContainer {
  html(): string {
    const quill = Quill.find(this.scroll.domNode.parentElement!) as Quill;
    const rows = this.rows().map((row) => {
      const head = isHeadRow(row.children.head?.domNode.getAttribute('data-row'));
      const tag = head ? 'th' : 'td';
      // A cell's own HTML as Quill writes a line's (its inline formats), without its line end.
      const cells = row.children.map(
        (cell) => `<${tag}>${quill.getSemanticHTML(quill.getIndex(cell as never), cell.length() - 1)}</${tag}>`,
      );
      return { head, html: `<tr>${cells.join('')}</tr>` };
    });
    // The header rows the table starts with are its head; a header row further down stays a row of <th>s.
    const headCount = rows.findIndex((row) => !row.head);
    const split = headCount === -1 ? rows.length : headCount;
    const thead =
      split > 0
        ? `<thead>${rows
            .slice(0, split)
            .map((row) => row.html)
            .join('')}</thead>`
        : '';
    const tbody =
      split < rows.length
        ? `<tbody>${rows
            .slice(split)
            .map((row) => row.html)
            .join('')}</tbody>`
        : '';
    return `<table>${thead}${tbody}</table>`;
  }
}

/** Registers the table container that writes the stored form (Quill's table module registers the rest). */
export function registerTableFormats() {
  Quill.register({ 'formats/table-container': TableContainer }, true);
  // Quill's cells, rows and bodies name the container they need: point them at this one.
  const TableBody = Quill.import('formats/table-body') as unknown as { requiredContainer: unknown };
  TableBody.requiredContainer = TableContainer;
  (TableContainer as unknown as { allowedChildren: unknown[] }).allowedChildren = [TableBody];
}

/** A cell is a line even when it is empty (Quill drops an empty `<td>`) or a `<th>` (Quill does not know it). */
function matchCell(_node: Node, delta: DeltaLike): DeltaLike {
  const last = delta.ops.at(-1);
  if (typeof last?.insert === 'string' && last.insert.endsWith('\n')) return delta;
  return new Delta([...delta.ops, { insert: '\n' }]);
}

/** A row of the table's `<thead>` is a header row (Quill numbers rows 1, 2, … as it reads them). */
function matchHeadRow(node: Node, delta: DeltaLike): DeltaLike {
  if ((node as HTMLElement).parentElement?.tagName !== 'THEAD') return delta;
  return new Delta(
    delta.ops.map((op) =>
      op.attributes?.table === undefined || isHeadRow(op.attributes.table)
        ? op
        : { ...op, attributes: { ...op.attributes, table: `${HEAD_ROW}${String(op.attributes.table)}` } },
    ),
  );
}

export const TABLE_MATCHERS: [string, (node: Node, delta: DeltaLike) => DeltaLike][] = [
  ['td, th', matchCell],
  ['tr', matchHeadRow],
];

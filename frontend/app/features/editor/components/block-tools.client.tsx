import { useState } from 'react';
import type { Quill } from 'react-quill-new';
import { setCodeLanguage } from '../editor-tools.client';
import { TABLE_LIMIT, changeTable, insertTable, setCaption, type PictureAt, type TableCommand } from '../table-note-tools.client';
import { CODE_LANGUAGES } from './toolsets';

/** What is at the cursor, for the tools that act on it. */
export type CursorContext = { codeLanguage: string | null; inTable: boolean; picture: PictureAt | null };
type Range = { index: number; length: number };

type Props = {
  quill: () => Quill | null;
  /** Where the cursor was last in the editor: these tools take the focus from it. */
  range: () => Range | null;
  context: CursorContext;
  disabled: boolean;
  /** After a change, so the tools show what is at the cursor now. */
  onChanged: () => void;
};

const TABLE_COMMANDS: { command: TableCommand; text: string }[] = [
  { command: 'insertRowAbove', text: 'Row above' },
  { command: 'insertRowBelow', text: 'Row below' },
  { command: 'insertColumnLeft', text: 'Column left' },
  { command: 'insertColumnRight', text: 'Column right' },
  { command: 'deleteRow', text: 'Delete row' },
  { command: 'deleteColumn', text: 'Delete column' },
  { command: 'deleteTable', text: 'Delete table' },
];

/**
 * The Write page's tools for the block at the cursor, in one row under the toolbar
 * (Quill's snow theme turns every <select> inside its toolbar into an unnamed picker).
 * The row shows only what applies where the cursor is: a code block's language, a
 * picture's caption, a table's rows and columns, or else the size of a new table. It
 * keeps its height whatever it shows, so the text below never jumps as the cursor moves.
 */
export function BlockTools({ quill, range, context, disabled, onChanged }: Props) {
  const act = (change: (editor: Quill, at: Range) => void) => {
    const editor = quill();
    const at = range();
    if (!editor || !at) return;
    change(editor, at);
    onChanged();
  };

  return (
    <div className="block-tools" role="group" aria-label="Block tools">
      {context.codeLanguage !== null ? (
        <label className="block-tool">
          <span>Language</span>
          <select
            value={context.codeLanguage}
            disabled={disabled}
            title="The code block’s language"
            onChange={(event) => act((editor, at) => setCodeLanguage(editor, at, event.target.value))}
          >
            {CODE_LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {language.text}
              </option>
            ))}
          </select>
        </label>
      ) : context.inTable ? (
        <span className="block-tool table-tools" role="group" aria-label="Table">
          <span>Table</span>
          {TABLE_COMMANDS.map(({ command, text }) => (
            <button key={command} type="button" disabled={disabled} onClick={() => act((editor, at) => changeTable(editor, at, command))}>
              {text}
            </button>
          ))}
        </span>
      ) : context.picture ? (
        <CaptionTool
          key={`${context.picture.index}:${context.picture.value.caption ?? ''}`}
          picture={context.picture}
          disabled={disabled}
          onCaption={(caption) => act((editor) => context.picture && setCaption(editor, context.picture, caption))}
        />
      ) : (
        <NewTableTool disabled={disabled} onInsert={(rows, columns) => act((editor) => insertTable(editor, rows, columns))} />
      )}
    </div>
  );
}

/** A new table's size, rows × columns, and the button that puts it at the cursor. */
function NewTableTool({ disabled, onInsert }: { disabled: boolean; onInsert: (rows: number, columns: number) => void }) {
  const [size, setSize] = useState({ rows: 3, columns: 3 });
  return (
    <span className="block-tool table-tools" role="group" aria-label="New table">
      {(['rows', 'columns'] as const).map((name) => (
        <label key={name}>
          <span className="visually-hidden">{name === 'rows' ? 'Rows' : 'Columns'}</span>
          <input
            type="number"
            min={1}
            max={TABLE_LIMIT}
            value={size[name]}
            disabled={disabled}
            onChange={(event) => setSize({ ...size, [name]: Number(event.target.value) })}
          />
        </label>
      ))}
      <button type="button" disabled={disabled} onClick={() => onInsert(size.rows, size.columns)}>
        Insert table
      </button>
      <span className="block-tools-hint">Code blocks, pictures and tables show their own tools here.</span>
    </span>
  );
}

/** A picture's caption: typed here, set on Enter or when the field is left. */
function CaptionTool({ picture, disabled, onCaption }: { picture: PictureAt; disabled: boolean; onCaption: (caption: string) => void }) {
  const [caption, setCaptionText] = useState(picture.value.caption ?? '');
  const apply = () => {
    if (caption.trim() !== (picture.value.caption ?? '')) onCaption(caption);
  };
  return (
    <label className="block-tool caption-tool">
      <span>Caption</span>
      <input
        type="text"
        value={caption}
        maxLength={300}
        disabled={disabled}
        placeholder="The picture’s caption"
        onChange={(event) => setCaptionText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
    </label>
  );
}

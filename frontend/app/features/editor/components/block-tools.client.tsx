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
 * The Write page's tools for the block at the cursor, in a row under the toolbar
 * (Quill's snow theme turns every <select> inside its toolbar into an unnamed picker):
 * a code block's language, a picture's caption, and a table's size, rows and columns.
 */
export function BlockTools({ quill, range, context, disabled, onChanged }: Props) {
  const [size, setSize] = useState({ rows: 3, columns: 3 });
  const act = (change: (editor: Quill, at: Range) => void) => {
    const editor = quill();
    const at = range();
    if (!editor || !at) return;
    change(editor, at);
    onChanged();
  };

  return (
    <div className="block-tools" role="group" aria-label="Block tools">
      <label className="block-tool">
        <span>Language</span>
        <select
          value={context.codeLanguage ?? '_'}
          disabled={disabled || context.codeLanguage === null}
          title="The code block’s language (put the cursor in a code block first)"
          onChange={(event) => act((editor, at) => setCodeLanguage(editor, at, event.target.value))}
        >
          {CODE_LANGUAGES.map((language) => (
            <option key={language.value} value={language.value}>
              {language.text}
            </option>
          ))}
        </select>
      </label>
      <CaptionTool
        key={`${context.picture?.index ?? 'none'}:${context.picture?.value.caption ?? ''}`}
        picture={context.picture}
        disabled={disabled}
        onCaption={(caption) => act((editor) => context.picture && setCaption(editor, context.picture, caption))}
      />
      {context.inTable ? (
        <span className="block-tool table-tools" role="group" aria-label="Table">
          <span>Table</span>
          {TABLE_COMMANDS.map(({ command, text }) => (
            <button key={command} type="button" disabled={disabled} onClick={() => act((editor, at) => changeTable(editor, at, command))}>
              {text}
            </button>
          ))}
        </span>
      ) : (
        <span className="block-tool table-tools" role="group" aria-label="New table">
          {(['rows', 'columns'] as const).map((name) => (
            <label key={name}>
              <span>{name === 'rows' ? 'Rows' : 'Columns'}</span>
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
          <button type="button" disabled={disabled} onClick={() => act((editor) => insertTable(editor, size.rows, size.columns))}>
            Insert table
          </button>
        </span>
      )}
    </div>
  );
}

/** A picture's caption: typed here, set on Enter or when the field is left. */
function CaptionTool({
  picture,
  disabled,
  onCaption,
}: {
  picture: PictureAt | null;
  disabled: boolean;
  onCaption: (caption: string) => void;
}) {
  const [caption, setCaptionText] = useState(picture?.value.caption ?? '');
  const apply = () => {
    if (picture && caption.trim() !== (picture.value.caption ?? '')) onCaption(caption);
  };
  return (
    <label className="block-tool caption-tool">
      <span>Caption</span>
      <input
        type="text"
        value={caption}
        maxLength={300}
        disabled={disabled || !picture}
        placeholder={picture ? 'The picture’s caption' : 'Put the cursor by a picture'}
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

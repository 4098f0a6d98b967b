import { useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { Quill, type EmitterSource } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { Delta } from '../delta.client';
import { codeLanguageAt, insertRule, toggleCodeBlock } from '../editor-tools.client';
import { FAITHFUL_MATCHERS, registerFaithfulFormats } from '../faithful-formats.client';
import { registerMarkdownPaste } from '../markdown-paste.client';
import { MARKDOWN_BINDINGS } from '../markdown-shortcuts.client';
import { normaliseEditorHtml } from '../normalise-html';
import { ACCEPTED_TYPES, bodyImageAttributes, type Picture } from '../picture';
import { NOTE_BINDINGS, inTable, insertFootnote, pictureAt } from '../table-note-tools.client';
import { BlockTools, type CursorContext } from './block-tools.client';
import { EditorToolbar, toolbarIdOf } from './editor-toolbar';
import { PictureFileInput } from './picture-file-input';
import { PictureUploadDialog } from './picture-upload-dialog';
import { PreviewView } from './preview-view';
import type { RichTextEditorProps } from './rich-text-editor';
import { SourceView } from './source-view';
import type { EditorView } from './toolsets';

// The only module that loads Quill: it touches `document` as it loads, so it
// is imported lazily, in the browser, by rich-text-editor.tsx alone.

registerFaithfulFormats();
registerMarkdownPaste();

type ToolbarThis = { quill: Quill };
/** A picture chosen, pasted or dropped, and where it goes once uploaded. */
type PendingPicture = { file: File; index: number };
type Blot = { length(): number };
const LinkFormat = Quill.import('formats/link') as unknown as abstract new (...args: never[]) => Blot;

/** Takes the link off the selection, or off the whole link the cursor is in. */
function unlink(this: ToolbarThis) {
  const range = this.quill.getSelection();
  if (!range) return;
  if (range.length > 0) {
    this.quill.formatText(range.index, range.length, 'link', false, 'user');
    return;
  }
  const [link, offset] = this.quill.scroll.descendant((blot: Blot) => blot instanceof LinkFormat, range.index);
  if (link) this.quill.formatText(range.index - offset, link.length(), 'link', false, 'user');
}

// Tab leaves the editor for the next control, as everywhere else on the page (no keyboard trap).
const TAB_BINDINGS = ['tab', 'indent', 'outdent', 'remove tab', 'indent code-block', 'outdent code-block', 'table tab'];

type Props = RichTextEditorProps & { labelId: string };

export default function RichTextEditorClient({ id, label, labelId, value, onChange, toolset, placeholder }: Props) {
  const [view, setView] = useState<EditorView>('rich');
  // What is at the cursor (a code block's language, a table, a picture), for the block tools.
  const [cursor, setCursor] = useState<CursorContext>({ codeLanguage: null, inTable: false, picture: null });
  // Where the cursor was last in the editor: moving to the block tools blurs it.
  const lastRange = useRef<{ index: number; length: number } | null>(null);
  const quillRef = useRef<ReactQuill>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLIFrameElement>(null);
  // Quill's own HTML for the value last handed out (or given in): passing it
  // back unchanged keeps Quill from resetting its contents and the cursor.
  const known = useRef<{ html: string; quill: string } | null>(null);
  const latestValue = useRef(value);
  latestValue.current = value;
  const pictureInput = useRef<HTMLInputElement>(null);
  const [pendingPicture, setPendingPicture] = useState<PendingPicture | null>(null);

  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${CSS.escape(toolbarIdOf(id))}`,
        handlers: {
          undo(this: ToolbarThis) {
            this.quill.history.undo();
          },
          redo(this: ToolbarThis) {
            this.quill.history.redo();
          },
          unlink,
          'code-block'(this: ToolbarThis) {
            toggleCodeBlock(this.quill);
          },
          divider(this: ToolbarThis) {
            insertRule(this.quill);
          },
          image() {
            pictureInput.current?.click();
          },
          footnote(this: ToolbarThis) {
            insertFootnote(this.quill);
          },
        },
      },
      table: true,
      clipboard: { matchers: FAITHFUL_MATCHERS },
      // A pasted or dropped picture is uploaded to the site (after its alt text), never kept as a data: address.
      uploader: {
        mimetypes: ACCEPTED_TYPES.split(','),
        handler(range: { index: number }, files: File[]) {
          setPendingPicture({ file: files[0], index: range.index });
        },
      },
      // Only the owner's own changes are undone: never back past a loaded article.
      history: { userOnly: true, delay: 800, maxStack: 200 },
      keyboard: { bindings: { ...Object.fromEntries(TAB_BINDINGS.map((name) => [name, null])), ...MARKDOWN_BINDINGS, ...NOTE_BINDINGS } },
    }),
    [id],
  );

  // Quill's editing area is a contenteditable div: give it the field's name and role.
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    const tooltip = (quill as unknown as { theme: { tooltip?: { textbox?: HTMLInputElement } } }).theme.tooltip;
    tooltip?.textbox?.setAttribute('aria-label', 'Link address');
  }, [id, labelId]);

  useEffect(() => {
    if (view === 'source') sourceRef.current?.focus();
    else if (view === 'preview') previewRef.current?.focus();
  }, [view]);

  /** Shows the block tools what is at the cursor. */
  function followCursor(range: { index: number; length: number } | null) {
    const quill = quillRef.current?.getEditor();
    // A blur (null) keeps the last selection: the block tools themselves take the focus.
    if (!quill || !range) return;
    lastRange.current = range;
    setCursor({ codeLanguage: codeLanguageAt(quill, range), inTable: inTable(quill, range), picture: pictureAt(quill, range) });
  }

  function handleChange(quillHtml: string, _delta: unknown, source: EmitterSource) {
    followCursor(quillRef.current?.getEditor().getSelection() ?? null);
    if (source !== 'user') {
      // Quill re-read a value it was given: that value stays as it was.
      known.current = { html: latestValue.current, quill: quillHtml };
      return;
    }
    const html = normaliseEditorHtml(quillHtml);
    known.current = { html, quill: quillHtml };
    onChange(html);
  }

  /** The uploaded picture, with its widths, size and alt text, where the cursor was. */
  function insertPicture(picture: Picture, alt: string) {
    const quill = quillRef.current?.getEditor();
    const index = pendingPicture?.index ?? quill?.getLength() ?? 0;
    setPendingPicture(null);
    if (!quill) return;
    quill.updateContents(new Delta().retain(index).insert({ image: picture.src }, bodyImageAttributes(picture, alt)) as never, 'user');
    quill.setSelection(index + 1, 0, 'user');
  }

  function showView(next: EditorView) {
    setView(next);
    if (next === 'rich') window.setTimeout(() => quillRef.current?.focus());
  }

  const quillValue = known.current && known.current.html === value ? known.current.quill : value;
  return (
    <div className={`rich-text-editor toolset-${toolset}`}>
      <EditorToolbar id={id} label={label} toolset={toolset} view={view} onView={showView} />
      {toolset === 'article' && (
        <BlockTools
          quill={() => quillRef.current?.getEditor() ?? null}
          range={() => lastRange.current}
          context={cursor}
          disabled={view !== 'rich'}
          onChanged={() => followCursor(quillRef.current?.getEditor().getSelection() ?? lastRange.current)}
        />
      )}
      <div hidden={view !== 'rich'}>
        <ReactQuill
          ref={quillRef}
          theme="snow"
          value={quillValue}
          onChange={handleChange}
          onChangeSelection={followCursor}
          modules={modules}
          placeholder={placeholder}
        />
      </div>
      <PictureFileInput
        ref={pictureInput}
        label="Picture file"
        onFile={(file) => setPendingPicture({ file, index: quillRef.current?.getEditor().getSelection(true).index ?? 0 })}
      />
      {pendingPicture && (
        <PictureUploadDialog
          file={pendingPicture.file}
          purpose="body"
          onUploaded={insertPicture}
          onClose={() => {
            setPendingPicture(null);
            quillRef.current?.focus();
          }}
        />
      )}
      {view === 'source' && <SourceView ref={sourceRef} id={id} label={label} html={value} onChange={onChange} />}
      {view === 'preview' && <PreviewView ref={previewRef} label={label} html={value} />}
    </div>
  );
}

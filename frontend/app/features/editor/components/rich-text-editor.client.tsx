import { useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { Quill, type EmitterSource } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { codeLanguageAt, insertRule, setCodeLanguage, toggleCodeBlock } from '../editor-tools.client';
import { FAITHFUL_MATCHERS, registerFaithfulFormats } from '../faithful-formats.client';
import { registerMarkdownPaste } from '../markdown-paste.client';
import { MARKDOWN_BINDINGS } from '../markdown-shortcuts.client';
import { normaliseEditorHtml } from '../normalise-html';
import { EditorToolbar, toolbarIdOf } from './editor-toolbar';
import { PreviewView } from './preview-view';
import type { RichTextEditorProps } from './rich-text-editor';
import { SourceView } from './source-view';
import { CODE_LANGUAGES, type EditorView } from './toolsets';

// The only module that loads Quill: it touches `document` as it loads, so it
// is imported lazily, in the browser, by rich-text-editor.tsx alone.

registerFaithfulFormats();
registerMarkdownPaste();

type ToolbarThis = { quill: Quill };
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
  // The language of the code block the cursor is in (null outside one), for the picker.
  const [codeLanguage, setCodeLanguageShown] = useState<string | null>(null);
  // Where the cursor was last in the editor: moving to the picker blurs it.
  const lastRange = useRef<{ index: number; length: number } | null>(null);
  const quillRef = useRef<ReactQuill>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLIFrameElement>(null);
  // Quill's own HTML for the value last handed out (or given in): passing it
  // back unchanged keeps Quill from resetting its contents and the cursor.
  const known = useRef<{ html: string; quill: string } | null>(null);
  const latestValue = useRef(value);
  latestValue.current = value;

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
        },
      },
      clipboard: { matchers: FAITHFUL_MATCHERS },
      // Only the owner's own changes are undone: never back past a loaded article.
      history: { userOnly: true, delay: 800, maxStack: 200 },
      keyboard: { bindings: { ...Object.fromEntries(TAB_BINDINGS.map((name) => [name, null])), ...MARKDOWN_BINDINGS } },
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

  /** Shows the language of the code block at the cursor in the picker. */
  function followCursor(range: { index: number; length: number } | null) {
    const quill = quillRef.current?.getEditor();
    // A blur (null) keeps the last place: the picker itself takes the focus.
    if (!quill || !range) return;
    lastRange.current = range;
    setCodeLanguageShown(codeLanguageAt(quill, range));
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

  function showView(next: EditorView) {
    setView(next);
    if (next === 'rich') window.setTimeout(() => quillRef.current?.focus());
  }

  const quillValue = known.current && known.current.html === value ? known.current.quill : value;
  return (
    <div className={`rich-text-editor toolset-${toolset}`}>
      <EditorToolbar id={id} label={label} toolset={toolset} view={view} onView={showView} />
      {toolset === 'article' && (
        // Outside the toolbar: Quill's snow theme turns every <select> in it into an unnamed picker.
        <label className="code-language-tool">
          <span>Language</span>
          <select
            value={codeLanguage ?? '_'}
            disabled={view !== 'rich' || codeLanguage === null}
            title="The code block’s language (put the cursor in a code block first)"
            onChange={(event) => {
              const quill = quillRef.current?.getEditor();
              if (!quill || !lastRange.current) return;
              setCodeLanguage(quill, lastRange.current, event.target.value);
              setCodeLanguageShown(codeLanguageAt(quill, lastRange.current));
            }}
          >
            {CODE_LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {language.text}
              </option>
            ))}
          </select>
        </label>
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
      {view === 'source' && <SourceView ref={sourceRef} id={id} label={label} html={value} onChange={onChange} />}
      {view === 'preview' && <PreviewView ref={previewRef} label={label} html={value} />}
    </div>
  );
}

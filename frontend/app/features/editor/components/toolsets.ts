export type Toolset = 'article' | 'draft';

/**
 * A toolbar button. Quill's toolbar module drives every button whose class is
 * `ql-{format}` (with `value` for one value of the format); Quill's snow theme
 * draws the icon, and `text` is shown where Quill has none.
 */
export type Tool = { format: string; value?: string; label: string; text?: string };

const heading = (level: number): Tool => ({ format: 'header', value: String(level), label: `Heading ${level}` });
const PARAGRAPH: Tool = { format: 'header', value: '', label: 'Paragraph', text: '¶' };
const BOLD: Tool = { format: 'bold', label: 'Bold' };
const ITALIC: Tool = { format: 'italic', label: 'Italic' };
const UNDERLINE: Tool = { format: 'underline', label: 'Underline' };
const LINK: Tool = { format: 'link', label: 'Link (select the text first)' };
// A visible word is the start of the button's name (WCAG 2.5.3, label in name).
const UNLINK: Tool = { format: 'unlink', label: 'Unlink', text: 'Unlink' };
const ORDERED: Tool = { format: 'list', value: 'ordered', label: 'Numbered list' };
const BULLETS: Tool = { format: 'list', value: 'bullet', label: 'Bulleted list' };
const align = (value: string, label: string): Tool => ({ format: 'align', value, label });
const LEFT = align('', 'Align left');
const CENTRE = align('center', 'Align centre');
const RIGHT = align('right', 'Align right');
const JUSTIFY = align('justify', 'Justify');
const QUOTE: Tool = { format: 'blockquote', label: 'Block quote' };
const CODE_BLOCK: Tool = { format: 'code-block', label: 'Code block' };
const RULE: Tool = { format: 'divider', label: 'Horizontal rule', text: '―' };
// Quill's snow theme draws the picture icon; the handler opens the file chooser (rich-text-editor.client.tsx).
const PICTURE: Tool = { format: 'image', label: 'Picture (upload one; or paste or drop it in the text)' };
// A numbered reference at the cursor and its note at the end (the block tools under the toolbar make tables).
const FOOTNOTE: Tool = { format: 'footnote', label: 'Footnote', text: 'Footnote' };
const UNDO: Tool = { format: 'undo', label: 'Undo', text: '↶' };
const REDO: Tool = { format: 'redo', label: 'Redo', text: '↷' };

/** Groups of tools, in toolbar order: the Write page's (docs/spec/admin-side.md "Editor tools") and the Draft page's. */
export const TOOLSETS: Record<Toolset, Tool[][]> = {
  article: [
    [heading(1), heading(2), heading(3), heading(4), heading(5), PARAGRAPH],
    [BOLD, ITALIC, UNDERLINE, LINK],
    [ORDERED, BULLETS],
    [QUOTE, CODE_BLOCK, RULE, PICTURE, FOOTNOTE],
    [LEFT, CENTRE, RIGHT, JUSTIFY],
    [UNDO, REDO],
  ],
  draft: [
    [LEFT, CENTRE, RIGHT],
    [BOLD, ITALIC, UNDERLINE],
    [ORDERED, BULLETS],
    [LINK, UNLINK],
    [UNDO, REDO],
    [heading(2), heading(3), PARAGRAPH],
  ],
};

/**
 * The languages a code block may name: those the reader's page colours
 * (features/articles/highlight.server.ts). The value '_' is a code block with none.
 */
export const CODE_LANGUAGES: { value: string; text: string }[] = [
  { value: '_', text: 'Plain text' },
  { value: 'bash', text: 'Bash' },
  { value: 'css', text: 'CSS' },
  { value: 'html', text: 'HTML' },
  { value: 'js', text: 'JavaScript' },
  { value: 'json', text: 'JSON' },
  { value: 'jsx', text: 'JSX' },
  { value: 'ts', text: 'TypeScript' },
  { value: 'tsx', text: 'TSX' },
];

/** The body as rich text, as its HTML source, or as a preview; the Draft page edits rich text only. */
export type EditorView = 'rich' | 'source' | 'preview';
export const VIEWS: Record<Toolset, { view: EditorView; text: string }[]> = {
  article: [
    { view: 'rich', text: 'Rich text' },
    { view: 'source', text: 'HTML source' },
    { view: 'preview', text: 'Preview' },
  ],
  draft: [],
};

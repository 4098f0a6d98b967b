/** A block with nothing in it: Quill's empty line (`<p><br></p>`) or an empty heading. */
const EMPTY_BLOCK = /<(p|h[1-6])(\s[^>]*)?>(\s|&nbsp;|\u00a0|<br\s*\/?>)*<\/\1>/gi;

/** The number the editor shows beside a footnote's note (footnote-formats.client.ts): the stored note has none. */
const NOTE_NUMBER = / data-note="\d{1,3}"/g;

/**
 * The editor's HTML as it is stored: Quill 2 writes every space as `&nbsp;`
 * and keeps empty lines as `<p><br></p>`; a stored body has plain spaces and
 * no empty blocks, and an editor with nothing in it is the empty string.
 */
export function normaliseEditorHtml(html: string): string {
  return html
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(NOTE_NUMBER, '')
    .replace(EMPTY_BLOCK, '')
    .trim();
}

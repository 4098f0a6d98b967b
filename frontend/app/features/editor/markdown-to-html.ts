// Markdown pasted as plain text, turned into the editor's HTML: the common
// subset a writer pastes from notes (headings, paragraphs, lists, quotes, fenced
// code with its language, rules, pipe tables, footnotes; bold, italic, strike,
// code, links). The result goes through Quill's clipboard and the sanitiser
// like any pasted HTML.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s"]+$/i;

/** Footnotes are numbered in the order their references first appear. */
class FootnoteNumbers {
  private readonly numbers = new Map<string, number>();
  numberOf(label: string): number {
    if (!this.numbers.has(label)) this.numbers.set(label, this.numbers.size + 1);
    return this.numbers.get(label)!;
  }
}

const FOOTNOTE_REFERENCE = /\[\^([^\]\s]{1,40})\]/g;
const FOOTNOTE_NOTE = /^\[\^([^\]\s]{1,40})\]:\s*(.*)$/;
const MAX_FOOTNOTES = 999;

function inline(text: string, notes: FootnoteNumbers): string {
  const codes: string[] = [];
  // Code spans first: nothing inside them is Markdown.
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  html = html
    .replace(FOOTNOTE_REFERENCE, (whole, label: string) => {
      const n = notes.numberOf(label);
      return n > MAX_FOOTNOTES ? whole : `<sup class="footnote-ref" id="fnref-${n}"><a href="#fn-${n}">${n}</a></sup>`;
    })
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) =>
      SAFE_URL.test(url) ? `<a href="${url}">${label}</a>` : whole,
    )
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(/\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b/g, (_, a?: string, b?: string) => `<em>${a ?? b}</em>`)
    .replace(/~~([^~]+)~~/g, '<s>$1</s>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, index: string) => `<code>${codes[Number(index)]}</code>`);
}

const HEADING = /^(#{1,5})\s+(.*?)\s*#*\s*$/;
const FENCE = /^```\s*([a-z0-9+#-]{1,20})?\s*$/i;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
// A pipe table: a row of cells, then a row of dashes (with colons for alignment, which the editor does not keep).
const TABLE_ROW = /^\s*\|?.*\|.*$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function tableCells(line: string): string[] {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** A pipe table: a header row of `<th>`, body rows of `<td>` as wide (short rows get empty cells, long ones are cut). */
function tableHtml(header: string, rows: string[], notes: FootnoteNumbers): string {
  const heads = tableCells(header);
  const row = (cells: string[], tag: string) =>
    `<tr>${heads.map((_, i) => `<${tag}>${inline(cells[i] ?? '', notes)}</${tag}>`).join('')}</tr>`;
  const body = rows.length ? `<tbody>${rows.map((line) => row(tableCells(line), 'td')).join('')}</tbody>` : '';
  return `<table><thead>${row(heads, 'th')}</thead>${body}</table>`;
}

/** The HTML of a Markdown text. */
export function markdownToHtml(markdown: string): string {
  const notes = new FootnoteNumbers();
  // A note's text, by its label: written where it is defined, listed at the end.
  const definitions = new Map<string, string>();
  const lines = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => {
      const note = FOOTNOTE_NOTE.exec(line);
      if (note) definitions.set(note[1], note[2]);
      return !note;
    });
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map((line) => inline(line, notes)).join('<br>')}</p>`);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      endParagraph();
      const code: string[] = [];
      while (++i < lines.length && !/^```\s*$/.test(lines[i])) code.push(lines[i]);
      const language = fence[1] ? ` class="language-${fence[1].toLowerCase()}"` : '';
      blocks.push(`<pre><code${language}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const list = BULLET.exec(line) ? 'ul' : NUMBERED.exec(line) ? 'ol' : null;
    if (list) {
      endParagraph();
      const pattern = list === 'ul' ? BULLET : NUMBERED;
      const items: string[] = [];
      for (; i < lines.length && pattern.test(lines[i]); i++) items.push(`<li>${inline(pattern.exec(lines[i])![1], notes)}</li>`);
      i--;
      blocks.push(`<${list}>${items.join('')}</${list}>`);
      continue;
    }
    const delimiter = lines[i + 1] ?? '';
    if (TABLE_ROW.test(line) && TABLE_DELIMITER.test(delimiter) && tableCells(delimiter).length === tableCells(line).length) {
      endParagraph();
      const rows: string[] = [];
      for (i += 2; i < lines.length && TABLE_ROW.test(lines[i]) && lines[i].trim(); i++) rows.push(lines[i]);
      i--;
      blocks.push(tableHtml(line, rows, notes));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      blocks.push(`<h${heading[1].length}>${inline(heading[2], notes)}</h${heading[1].length}>`);
    } else if (RULE.test(line)) {
      endParagraph();
      blocks.push('<hr>');
    } else if (QUOTE.test(line)) {
      endParagraph();
      blocks.push(`<blockquote>${inline(QUOTE.exec(line)![1], notes)}</blockquote>`);
    } else if (!line.trim()) {
      endParagraph();
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks.join('') + notesHtml(definitions, notes);
}

/** The list of notes, in the order of their numbers; a note with no reference follows the others. */
function notesHtml(definitions: Map<string, string>, notes: FootnoteNumbers): string {
  const numbered = [...definitions]
    .map(([label, text]) => ({ n: notes.numberOf(label), text }))
    .filter(({ n }) => n <= MAX_FOOTNOTES)
    .sort((a, b) => a.n - b.n);
  if (!numbered.length) return '';
  const items = numbered.map(({ n, text }) => `<li class="footnote" id="fn-${n}">${inline(text, notes)}</li>`);
  return `<ol class="footnotes">${items.join('')}</ol>`;
}

const MARKDOWN_SIGNS = [
  HEADING,
  FENCE,
  BULLET,
  NUMBERED,
  QUOTE,
  /\*\*[^*]+\*\*/,
  /\[[^\]]+\]\([^)\s]+\)/,
  /`[^`]+`/,
  /\[\^[^\]\s]+\]/,
  /^\s*\|?\s*:?-{3,}:?\s*\|/,
];

/** Whether a pasted plain text reads as Markdown (one sign of it on a line is enough). */
export function looksLikeMarkdown(text: string): boolean {
  return text.split(/\r?\n/).some((line) => MARKDOWN_SIGNS.some((sign) => sign.test(line)));
}

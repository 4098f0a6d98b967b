// Markdown pasted as plain text, turned into the editor's HTML: the common
// subset a writer pastes from notes (headings, paragraphs, lists, quotes, fenced
// code with its language, rules; bold, italic, strike, code, links). The
// result goes through Quill's clipboard and the sanitiser like any pasted HTML.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s"]+$/i;

function inline(text: string): string {
  const codes: string[] = [];
  // Code spans first: nothing inside them is Markdown.
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  html = html
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

/** The HTML of a Markdown text. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
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
      for (; i < lines.length && pattern.test(lines[i]); i++) items.push(`<li>${inline(pattern.exec(lines[i])![1])}</li>`);
      i--;
      blocks.push(`<${list}>${items.join('')}</${list}>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      blocks.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
    } else if (RULE.test(line)) {
      endParagraph();
      blocks.push('<hr>');
    } else if (QUOTE.test(line)) {
      endParagraph();
      blocks.push(`<blockquote>${inline(QUOTE.exec(line)![1])}</blockquote>`);
    } else if (!line.trim()) {
      endParagraph();
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks.join('');
}

const MARKDOWN_SIGNS = [HEADING, FENCE, BULLET, NUMBERED, QUOTE, /\*\*[^*]+\*\*/, /\[[^\]]+\]\([^)\s]+\)/, /`[^`]+`/];

/** Whether a pasted plain text reads as Markdown (one sign of it on a line is enough). */
export function looksLikeMarkdown(text: string): boolean {
  return text.split(/\r?\n/).some((line) => MARKDOWN_SIGNS.some((sign) => sign.test(line)));
}

// How a sanitised article body's tables and footnotes are shown to readers (docs/decisions/0041):
// the stored body holds only what was written; the reader's page (and the editor's preview) adds
// a scroll box around each table, the 'Notes' heading, and a link back from each note to its reference.
// Only fixed markup and a note's digits are added, so the result is as safe as the sanitised input.

const TABLE = /<table>[\s\S]*?<\/table>/g;
const NOTES = /<ol class="footnotes">([\s\S]*?)<\/ol>/g;
const NOTE = /<li class="footnote" id="fn-(\d{1,3})">([\s\S]*?)<\/li>/g;

/** A wide table scrolls sideways in its own box (focusable, so a keyboard can scroll it too); the page does not. */
function scrollableTables(html: string): string {
  return html.replace(TABLE, (table) => `<div class="table-scroll" role="region" aria-label="Table" tabindex="0">${table}</div>`);
}

/** The notes under a 'Notes' heading, each numbered as its reference and linking back to it. */
function footnoteSection(html: string): string {
  let count = 0;
  return html.replace(NOTES, (_, notes: string) => {
    const id = count++ === 0 ? 'notes' : `notes-${count}`;
    const items = notes.replace(
      NOTE,
      (__, n: string, note: string) =>
        `<li class="footnote" id="fn-${n}" value="${n}">${note} <a class="footnote-back" href="#fnref-${n}" aria-label="Back to reference ${n}">↩\ufe0e</a></li>`,
    );
    return `<section class="footnotes" aria-labelledby="${id}"><h2 id="${id}">Notes</h2><ol class="footnotes">${items}</ol></section>`;
  });
}

/** The body as the reader's page shows it. */
export function presentBlocks(html: string): string {
  if (!html.includes('<table>') && !html.includes('<ol class="footnotes">')) return html;
  return footnoteSection(scrollableTables(html));
}

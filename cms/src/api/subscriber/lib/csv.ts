/**
 * One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted,
 * its quotes doubled. A cell a spreadsheet would run as a formula (=, +, -, @,
 * tab or carriage return first: OWASP's CSV injection) is made text with a
 * leading apostrophe; an e-mail address may legally start with any of them.
 */
export function csvLine(cells: string[]): string {
  return cells
    .map((cell) => {
      const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

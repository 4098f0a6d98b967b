/**
 * A programmer quotation as the landing shows it (docs/spec/reader-side.md, section 3). Its id
 * stays in the CMS: the page carries every quote, and a hundred random ids would be 3 KB of it.
 */
export type Quote = { author: string; en: string };

/** A programmer quotation (docs/spec/reader-side.md, section 3). */
export type Quote = { id: string; author: string; en: string };

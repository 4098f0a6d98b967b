/** One version in an article's list: when it was saved, its title and length. */
export type VersionSummary = { id: string; savedAt: string; title: string; wordCount: number };

/** An article's state, a version's or the one it has now, in the product's words (ADR 34). */
export type ArticleState = {
  id: string;
  savedAt: string;
  title: string;
  cover: string;
  credit: string;
  /** The body's HTML. */
  body: string;
  sources: string[];
  wordCount: number;
};

/** The list answer: versions newest first, and the article's title now. */
export type VersionList = {
  data: VersionSummary[];
  meta: { pagination: { total: number }; article: { id: string; title: string } };
};

/** One version, with the article as it is now to compare it with. */
export type VersionComparison = { article: string; version: ArticleState; current: ArticleState };

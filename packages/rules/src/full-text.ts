/**
 * Full-text search's words (ADR 44), the same on both sides: the CMS turns a reader's query
 * into its database's match expression and marks the snippets; the web server shows them.
 * Words are folded as both indexes fold them (SQLite's unicode61 with remove_diacritics 2,
 * PostgreSQL's 'simple' configuration over a folded text): case and diacritics ignored, any
 * character that is neither a letter nor a digit separates words.
 */

/** A small fixed English list: words too common to tell articles apart. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our ' +
    'she so than that the their them then there these they this to too us was we were what when which who will with you your'
  ).split(' '),
);

/** Longest query, in characters; a phrase or word list longer than this is refused with a reason. */
export const FULL_TEXT_QUERY_MAX = 200;
/** Most words (and phrases) a query may hold: each is one lookup in the index. */
export const FULL_TEXT_TERMS_MAX = 8;
/** Most matches the CMS ranks and lists (GET /api/search/text); more are counted as "more than". */
export const FULL_TEXT_CAP = 250;
/** Results on one page, the CMS's and /search's. */
export const FULL_TEXT_PAGE_SIZE = 10;
/** The CMS's last page of ranked matches: none lies beyond the cap. */
export const FULL_TEXT_LAST_PAGE = FULL_TEXT_CAP / FULL_TEXT_PAGE_SIZE;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without diacritics: "Café" and "cafe" are one word. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The folded words of a text, in order. */
export const wordsOf = (text: string): string[] => foldText(text).match(WORD) ?? [];

/** A query as the index reads it: loose words (all must be there, any order) and quoted phrases. */
export type FullTextQuery = {
  words: string[];
  phrases: string[][];
  /** True when the query held words, but only stop words: nothing to search for. */
  onlyStopWords: boolean;
};

/** Splits a reader's query: "quoted text" is a phrase (kept whole, stop words too), the rest loose words without stop words. */
export function parseFullTextQuery(query: string): FullTextQuery {
  const phrases: string[][] = [];
  const loose = query.replace(/"([^"]*)"?/g, (_, inside: string) => {
    const phrase = wordsOf(inside);
    if (phrase.length > 0) phrases.push(phrase);
    return ' ';
  });
  const all = wordsOf(loose);
  const words = [...new Set(all.filter((word) => !STOP_WORDS.has(word)))];
  const onlyStopWords =
    words.length === 0 && phrases.every((phrase) => phrase.every((word) => STOP_WORDS.has(word))) && (all.length > 0 || phrases.length > 0);
  return { words, phrases: onlyStopWords ? [] : phrases, onlyStopWords };
}

/** Whether a parsed query has anything to look up. */
export const hasTerms = (query: FullTextQuery) => query.words.length + query.phrases.length > 0;

/** Whether `words` holds `run` as consecutive words. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let at = 0; at + run.length <= words.length; at += 1) {
    if (run.every((word, n) => words[at + n] === word)) return true;
  }
  return false;
}

/** Whether a text's words (wordsOf) hold every loose word somewhere and every phrase as written: what the indexes ask of a text. */
export const holdsQuery = (words: readonly string[], { words: loose, phrases }: FullTextQuery) =>
  loose.every((word) => words.includes(word)) && phrases.every((phrase) => holdsRun(words, phrase));

/** Every word a snippet marks: the loose words and each phrase's words. */
export const markedWords = (query: FullTextQuery): Set<string> =>
  new Set([...query.words, ...query.phrases.flat().filter((word) => !STOP_WORDS.has(word))]);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Span = { start: number; end: number; marked: boolean };
const ASCII_WORD = /^[a-zA-Z0-9]+$/;

/** The text's words with their positions, each said to be marked when its folded form is one of `marked`. */
function spansOf(text: string, marked: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    // A word of ASCII letters and digits folds to its lower case; NFD only for the others (half the time of a snippet).
    const folded = ASCII_WORD.test(match[0]) ? match[0].toLowerCase() : foldText(match[0]);
    spans.push({ start, end: start + match[0].length, marked: marked.has(folded) });
  }
  return spans;
}

/**
 * A short piece of `text` around its first marked word, as safe HTML: the text escaped, then
 * each marked word wrapped in <mark>. Cut at word boundaries, with an ellipsis where cut.
 * Without a marked word, the text's start.
 */
export function markedSnippet(text: string, marked: ReadonlySet<string>, length = 180): string {
  const spans = spansOf(text, marked);
  const first = spans.find((span) => span.marked);
  let from = 0;
  if (first && first.end > length * 0.6) {
    // The first marked word about a third of the way in: some words before it set the scene.
    const wanted = Math.max(0, first.start - Math.floor(length / 3));
    from = spans.find((span) => span.start >= wanted)?.start ?? first.start;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) to = spans.filter((span) => span.end <= to).at(-1)?.end ?? to;
  let html = '';
  let at = from;
  for (const span of spans) {
    if (!span.marked || span.start < from || span.end > to) continue;
    html += `${escapeHtml(text.slice(at, span.start))}<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    at = span.end;
  }
  html += escapeHtml(text.slice(at, to));
  return `${from > 0 ? '… ' : ''}${html.trim()}${to < text.length ? ' …' : ''}`;
}

/** The words of an article that say most about it: its most frequent words that are no stop words, most frequent first. */
export function keyWordsOf(text: string, count: number): string[] {
  const frequency = new Map<string, number>();
  for (const word of wordsOf(text)) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}

/** An article found to share words with another, for related reading. */
export type RelatedCandidate = { id: number; section: string | null; createdAt: number; score: number };

/** Each candidate's relatedness: the sum of the weights of the words it shares, a word shared by few (of `total` articles) weighing more. */
export function relatedScores(matches: readonly { word: string; ids: readonly number[] }[], total: number): Map<number, number> {
  const scores = new Map<number, number>();
  for (const { ids } of matches) {
    if (ids.length === 0) continue;
    const weight = Math.log(1 + total / ids.length);
    for (const id of ids) scores.set(id, (scores.get(id) ?? 0) + weight);
  }
  return scores;
}

/**
 * Related reading's order: the same section first, then the sum of the shared words' weights
 * (relatedScores), then the newest. `matches` holds, per shared word, the articles that have it;
 * `total` is how many articles there are, for the rarity; candidates missing from `info` are left out.
 */
export function rankRelated(
  section: string | null,
  matches: readonly { word: string; ids: readonly number[] }[],
  total: number,
  info: ReadonlyMap<number, { section: string | null; createdAt: number }>,
): RelatedCandidate[] {
  const candidates = [...relatedScores(matches, total).entries()].flatMap(([id, score]) => {
    const known = info.get(id);
    return known ? [{ id, score, ...known }] : [];
  });
  const sameSection = (c: RelatedCandidate) => (section !== null && c.section === section ? 0 : 1);
  return candidates.sort((a, b) => sameSection(a) - sameSection(b) || b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
}

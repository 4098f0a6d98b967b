/** A run of words both texts share, or one only the newer (ins) or the older (del) has. */
export type DiffPart = { kind: 'same' | 'ins' | 'del'; text: string };

/**
 * The most cells of the LCS table one comparison fills (about 16 MB of counts): an article
 * of a few thousand words changed anywhere fits; beyond it the changed middle is shown as
 * one deletion and one insertion, so a huge body never freezes the page.
 */
export const MAX_CELLS = 4_000_000;

/** Words with the spaces after them, so the parts put back together give the texts exactly. */
const tokens = (text: string) => text.match(/\s+|\S+\s*/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Words compared without the spaces after them: a word moved to the end of a line is not a change. */
const word = (token: string) => token.trim();

/**
 * The word-level difference from `older` to `newer`: a longest common subsequence of words,
 * after the shared start and end are set aside (most edits touch one place).
 */
export function diffWords(older: string, newer: string): DiffPart[] {
  const a = tokens(older);
  const b = tokens(newer);
  let start = 0;
  while (start < a.length && start < b.length && word(a[start]) === word(b[start])) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && word(a[endA - 1]) === word(b[endB - 1])) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', b.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'del', midA.join(''));
    push(parts, 'ins', midB.join(''));
  } else {
    for (const part of lcsDiff(midA, midB)) push(parts, part.kind, part.text);
  }
  push(parts, 'same', b.slice(endB).join(''));
  return parts;
}

/** The classic table: lengths[i][j] is the LCS of midA[i..] and midB[j..], walked from the start. */
function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        word(a[i]) === word(b[j])
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (word(a[i]) === word(b[j])) {
      parts.push({ kind: 'same', text: b[j] });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      parts.push({ kind: 'del', text: a[i] });
      i += 1;
    } else {
      parts.push({ kind: 'ins', text: b[j] });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) parts.push({ kind: 'del', text: a[i] });
  for (; j < b.length; j += 1) parts.push({ kind: 'ins', text: b[j] });
  return parts;
}

/** Whether a difference changes anything. */
export const hasChanges = (parts: DiffPart[]) => parts.some((part) => part.kind !== 'same');

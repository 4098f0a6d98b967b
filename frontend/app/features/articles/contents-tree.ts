import type { ContentsEntry } from './heading-anchors';

export type ContentsNode = ContentsEntry & { children: ContentsNode[] };

/**
 * The contents as a tree, three levels at most below the body's highest heading: each heading
 * holds the deeper ones that follow it. A heading that skips a level (an h4 right under an h2)
 * goes one level down, not two, so no entry hangs under an empty one.
 */
export function contentsTree(contents: readonly ContentsEntry[]): ContentsNode[] {
  const roots: ContentsNode[] = [];
  // The open entries, one per depth, with the level of heading each stands for.
  const open: { node: ContentsNode; level: number }[] = [];
  for (const entry of contents) {
    while (open.length > 0 && open[open.length - 1].level >= entry.level) open.pop();
    const node = { ...entry, children: [] };
    if (open.length === 0) roots.push(node);
    else open[open.length - 1].node.children.push(node);
    if (open.length < 2) open.push({ node, level: entry.level });
  }
  return roots;
}

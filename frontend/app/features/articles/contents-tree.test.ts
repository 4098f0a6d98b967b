import { describe, expect, it } from 'vitest';
import { contentsTree } from './contents-tree';

const entry = (id: string, level: number) => ({ id, text: id, level });
const shape = (nodes: ReturnType<typeof contentsTree>): unknown => nodes.map((node) => [node.id, shape(node.children)]);

describe('contentsTree', () => {
  it("puts each heading's sub-headings under it, so they are counted from the first again", () => {
    const tree = contentsTree([entry('a', 2), entry('b', 2), entry('b1', 3), entry('b2', 3), entry('c', 2), entry('c1', 3)]);
    expect(shape(tree)).toEqual([
      ['a', []],
      [
        'b',
        [
          ['b1', []],
          ['b2', []],
        ],
      ],
      ['c', [['c1', []]]],
    ]);
  });

  it('keeps three levels at most, and a skipped level goes one down only', () => {
    const tree = contentsTree([entry('a', 1), entry('a1', 3), entry('a1x', 4), entry('a1xy', 5), entry('b', 1)]);
    expect(shape(tree)).toEqual([
      [
        'a',
        [
          [
            'a1',
            [
              ['a1x', []],
              ['a1xy', []],
            ],
          ],
        ],
      ],
      ['b', []],
    ]);
  });

  it('starts at whatever level the first heading has', () => {
    expect(shape(contentsTree([entry('x', 3), entry('y', 2), entry('y1', 3)]))).toEqual([
      ['x', []],
      ['y', [['y1', []]]],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeSorted } from './merge-sorted';

const ascending = (a: number, b: number) => a - b;

describe('mergeSorted', () => {
  it('keeps the order across both lists', () => {
    expect(mergeSorted([1, 4, 9], [2, 3, 10], ascending)).toEqual([1, 2, 3, 4, 9, 10]);
    expect(mergeSorted([], [2, 3], ascending)).toEqual([2, 3]);
    expect(mergeSorted([1], [], ascending)).toEqual([1]);
  });

  it("puts the first list's item first on a tie", () => {
    const order = (a: { n: number }, b: { n: number }) => a.n - b.n;
    const first = [{ n: 1, from: 'first' }];
    const second = [{ n: 1, from: 'second' }];
    expect(mergeSorted(first, second, order).map((x) => x.from)).toEqual(['first', 'second']);
  });
});

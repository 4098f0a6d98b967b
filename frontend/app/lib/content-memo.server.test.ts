// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentMemo } from './content-memo.server';

describe('contentMemo', () => {
  it('works a text out once, and again only once it has been pushed out', async () => {
    const made: string[] = [];
    const upper = contentMemo(
      async (text) => {
        made.push(text);
        return text.toUpperCase();
      },
      12,
      (result) => result.length,
    );
    expect(await upper('abc')).toBe('ABC');
    expect(await upper('abc')).toBe('ABC');
    expect(made).toEqual(['abc']);
    // 'abc' and 'ABC' take 6 characters, 'def' and 'DEF' 6 more: both fit.
    await upper('def');
    await upper('abc');
    expect(made).toEqual(['abc', 'def']);
    // A third pushes out the least recently used ('def'), not the one just asked for.
    await upper('ghi');
    await upper('abc');
    expect(made).toEqual(['abc', 'def', 'ghi']);
    await upper('def');
    expect(made).toEqual(['abc', 'def', 'ghi', 'def']);
  });

  it('shares one piece of work between callers, and caches no failure', async () => {
    let calls = 0;
    const flaky = contentMemo(
      async (text) => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
        return text;
      },
      100,
      (result) => result.length,
    );
    const [a, b] = await Promise.allSettled([flaky('x'), flaky('x')]);
    expect([a.status, b.status]).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await flaky('x')).toBe('x');
    expect(calls).toBe(2);
  });
});

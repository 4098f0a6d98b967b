import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteReads, readsOf } from './page-reads.server';
import { followContentVersion, versionMemo } from './version-memo.server';

afterEach(() => followContentVersion(null));

/** A version source the test moves by hand. */
function versionAt(token: string | null) {
  const version = { token, current: () => version.token };
  followContentVersion(version);
  return version;
}

describe('versionMemo', () => {
  it('notes what the cached value was made from in every render that uses it, not only the first', async () => {
    versionAt('v1');
    const memo = versionMemo(async (key: string) => {
      noteReads([`article:${key}`, 'articles']);
      return key;
    }, 10);
    const first = await readsOf(() => memo('a'));
    const second = await readsOf(() => memo('a'));
    expect(first.tags.sort()).toEqual(['article:a', 'articles']);
    expect(second.tags.sort()).toEqual(['article:a', 'articles']);
  });

  it('works a key out once per content version, and again once the version moves', async () => {
    const version = versionAt('v1');
    const make = vi.fn(async (key: string) => `${key}@${version.token}`);
    const memo = versionMemo(make, 10);
    expect(await memo('a')).toBe('a@v1');
    expect(await memo('a')).toBe('a@v1');
    expect(make).toHaveBeenCalledTimes(1);
    version.token = 'v2';
    expect(await memo('a')).toBe('a@v2');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('caches nothing while the version is unknown or not given', async () => {
    const make = vi.fn(async (key: string) => key);
    const memo = versionMemo(make, 10);
    await memo('a');
    await memo('a');
    versionAt(null);
    await memo('a');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('shares one call between callers waiting for the same key', async () => {
    versionAt('v1');
    let finish: (value: string) => void = () => undefined;
    const make = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const memo = versionMemo(make, 10);
    const [first, second] = [memo('a'), memo('a')];
    await vi.waitFor(() => expect(make).toHaveBeenCalledTimes(1));
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
  });

  it('does not cache a null or a failure', async () => {
    versionAt('v1');
    const answers: (string | null | Error)[] = [null, new Error('down'), 'found'];
    const make = vi.fn(async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const memo = versionMemo(make, 10);
    expect(await memo('a')).toBeNull();
    await expect(memo('a')).rejects.toThrow('down');
    expect(await memo('a')).toBe('found');
    expect(await memo('a')).toBe('found');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('drops the least recently used key beyond its bound', async () => {
    versionAt('v1');
    const make = vi.fn(async (key: string) => key);
    const memo = versionMemo(make, 2);
    await memo('a');
    await memo('b');
    await memo('a');
    await memo('c');
    await memo('a');
    expect(make).toHaveBeenCalledTimes(3);
    await memo('b');
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('waits for a told version to settle before reading it', async () => {
    const version = { token: 'v1', current: () => version.token, settle: vi.fn(async () => void (version.token = 'v2')) };
    followContentVersion(version);
    const make = vi.fn(async (key: string) => `${key}@${version.token}`);
    expect(await versionMemo(make, 10)('a')).toBe('a@v2');
    expect(version.settle).toHaveBeenCalled();
  });

  it('does not settle again within a render the page cache started (it settled before the look-up)', async () => {
    const version = { token: 'v1', current: () => version.token, settle: vi.fn(async () => undefined) };
    followContentVersion(version);
    const inner = versionMemo(async (key: string) => `${key}@${version.token}`, 10);
    const outer = versionMemo(async (key: string) => inner(key), 10);
    expect(await outer('a')).toBe('a@v1');
    expect(version.settle).toHaveBeenCalledTimes(1);
    expect((await readsOf(() => inner('b'))).result).toBe('b@v1');
    expect(version.settle).toHaveBeenCalledTimes(1);
  });
});

/**
 * `make(text)` cached by the text itself, for work that depends on nothing else (an article body's
 * anchors, highlighting and reader blocks). A publish moves the content version, and with it every
 * article page is rendered again (its Next Articles may change), while the bodies stay as they
 * were: this caches their processing across versions. Bounded by the characters cached (inputs and
 * results, the least recently used go first); a failure is not cached.
 */
export function contentMemo<T>(make: (text: string) => Promise<T>, maxChars: number, sizeOf: (result: T) => number) {
  const cached = new Map<string, { made: Promise<T>; chars: number }>();
  let chars = 0;
  const drop = (text: string) => {
    const entry = cached.get(text);
    if (!entry) return;
    cached.delete(text);
    chars -= entry.chars;
  };
  return (text: string): Promise<T> => {
    const found = cached.get(text);
    if (found) {
      cached.delete(text);
      cached.set(text, found);
      return found.made;
    }
    const entry = { made: make(text), chars: text.length };
    cached.set(text, entry);
    chars += entry.chars;
    entry.made.then(
      (result) => {
        if (cached.get(text) !== entry) return;
        const size = sizeOf(result);
        entry.chars += size;
        chars += size;
        while (chars > maxChars && cached.size > 0) drop(cached.keys().next().value!);
      },
      () => {
        if (cached.get(text) === entry) drop(text);
      },
    );
    return entry.made;
  };
}

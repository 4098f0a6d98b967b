/**
 * `make(text)` kept by the text itself, for work that depends on nothing else (an article body's
 * anchors, highlighting and reader blocks). A publish moves the content version, and with it every
 * article page is rendered again (its Next Articles may change), while the bodies stay as they
 * were: this keeps their processing across versions. Bounded by the characters kept (inputs and
 * results, the least recently used go first); a failure is not kept.
 */
export function contentMemo<T>(make: (text: string) => Promise<T>, maxChars: number, sizeOf: (result: T) => number) {
  const kept = new Map<string, { made: Promise<T>; chars: number }>();
  let chars = 0;
  const drop = (text: string) => {
    const entry = kept.get(text);
    if (!entry) return;
    kept.delete(text);
    chars -= entry.chars;
  };
  return (text: string): Promise<T> => {
    const found = kept.get(text);
    if (found) {
      kept.delete(text);
      kept.set(text, found);
      return found.made;
    }
    const entry = { made: make(text), chars: text.length };
    kept.set(text, entry);
    chars += entry.chars;
    entry.made.then(
      (result) => {
        if (kept.get(text) !== entry) return;
        const size = sizeOf(result);
        entry.chars += size;
        chars += size;
        while (chars > maxChars && kept.size > 0) drop(kept.keys().next().value!);
      },
      () => {
        if (kept.get(text) === entry) drop(text);
      },
    );
    return entry.made;
  };
}

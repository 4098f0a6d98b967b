/** Input that looks like an HTML tag pair (`<b>x</b>`): search ignores it (reader spec section 5). */
const HTML_TAG_PAIR = /<[a-z][\w-]*(\s[^<>]*)?>[\s\S]*<\/[a-z][\w-]*\s*>/i;
export function looksLikeTagPair(input: string): boolean {
  return HTML_TAG_PAIR.test(input);
}

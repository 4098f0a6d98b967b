// A sanitised body's links and pictures: the allowlist writes every attribute with double quotes.
const ADDRESS = /(<(?:a|img)\s[^>]*?\b(?:href|src)=")([^"]*)(")/g;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A sanitised body with every link and picture address absolute, resolved against the
 * article's own address: a feed reader shows the body away from the site, where `/uploads/…`
 * or `#a-heading` would point nowhere.
 */
export function withAbsoluteAddresses(html: string, pageUrl: string): string {
  return html.replace(ADDRESS, (whole, before: string, address: string, after: string) => {
    if (ABSOLUTE.test(address)) return whole;
    // The address is attribute text: `&amp;` stands for `&` while it is resolved.
    const resolved = new URL(address.replace(/&amp;/g, '&'), pageUrl).href;
    return `${before}${resolved.replace(/&/g, '&amp;')}${after}`;
  });
}

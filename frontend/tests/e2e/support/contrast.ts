import type { Page } from '@playwright/test';

/**
 * Every visible occurrence of `mark` on the page drawn as an element's whole text or by a
 * ::before / ::after rule, with its contrast against the background behind it. axe leaves such
 * marks out (a lone punctuation character is not text to it), so this measures them itself.
 */
export function contrastsOf(page: Page, mark: string) {
  return page.evaluate((mark) => {
    // The browser's own colour parser: any CSS colour in, sRGB bytes out.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const backgroundOf = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour.a > 0) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const found: { where: string; ratio: number }[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.getClientRects().length === 0) continue;
      const drawn = [
        ...(element.childElementCount === 0 && element.textContent?.trim() === mark ? [getComputedStyle(element).color] : []),
        ...['::before', '::after']
          .map((pseudo) => getComputedStyle(element, pseudo))
          .filter((style) => style.content === JSON.stringify(mark))
          .map((style) => style.color),
      ];
      for (const colour of drawn) {
        const back = backgroundOf(element);
        const fore = rgba(colour);
        // A see-through colour shows the background through it.
        const mixed = {
          r: fore.r * fore.a + back.r * (1 - fore.a),
          g: fore.g * fore.a + back.g * (1 - fore.a),
          b: fore.b * fore.a + back.b * (1 - fore.a),
        };
        const [light, dark] = [luminance(mixed), luminance(back)].sort((x, y) => y - x);
        // Named by the nearest class: the mark's own, or its line's ('card-meta').
        const where = element.closest('[class]')?.classList[0] ?? element.tagName.toLowerCase();
        found.push({ where, ratio: (light + 0.05) / (dark + 0.05) });
      }
    }
    return found;
  }, mark);
}

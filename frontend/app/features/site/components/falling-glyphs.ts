/**
 * What the falling characters draw: Latin capitals, digits and code symbols, printable ASCII
 * only. Every font the page may use has these (the site's own fonts in their latin subset, and
 * any system monospace), so no reader sees empty boxes (CJK was drawn before: tofu without CJK fonts).
 */
export const FALLING_GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789{}[]()<>/\\=+-*;:#$%&@|~^?!';

/**
 * The canvas's font: the page's monospace when the browser already has it, else the local
 * face sized to it. Naming a face not loaded yet would fetch a font for a one-second animation.
 */
export function fallingFont(size: number, loaded: (font: string) => boolean): string {
  const own = `${size}px "JetBrains Mono Variable"`;
  return loaded(own) ? `${own}, monospace` : `${size}px "JetBrains Mono Fallback", ui-monospace, monospace`;
}

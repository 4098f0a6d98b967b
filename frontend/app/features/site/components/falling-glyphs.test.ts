import { describe, expect, it } from 'vitest';
import { FALLING_GLYPHS, fallingFont } from './falling-glyphs';

describe('the falling characters', () => {
  it('are printable ASCII only (in every font the page has), none of them twice', () => {
    const glyphs = Array.from(FALLING_GLYPHS);
    expect(glyphs.length).toBeGreaterThan(30);
    for (const glyph of glyphs) {
      const code = glyph.codePointAt(0)!;
      expect(code, glyph).toBeGreaterThanOrEqual(0x21);
      expect(code, glyph).toBeLessThanOrEqual(0x7e);
    }
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it('have Latin letters, digits and symbols', () => {
    expect(FALLING_GLYPHS).toMatch(/[A-Z]/);
    expect(FALLING_GLYPHS).toMatch(/[0-9]/);
    expect(FALLING_GLYPHS).toMatch(/[{}<>/=]/);
  });

  it('are drawn in the page’s monospace once loaded, else in its local fallback (no font fetched for them)', () => {
    expect(fallingFont(19, () => true)).toBe('19px "JetBrains Mono Variable", monospace');
    expect(fallingFont(19, () => false)).toBe('19px "JetBrains Mono Fallback", ui-monospace, monospace');
  });
});

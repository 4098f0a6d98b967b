import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { FALLING_GLYPHS, fallingFont } from './falling-glyphs';

// The spec's constants: 19 px characters, the loader flag cleared 1 s after render.
const FONT_SIZE = 19;
const SHOWN_MS = 1000;

/**
 * The blog landing's full-screen falling-characters animation, shown while
 * the loader flag is set. It is an overlay that takes no space and no
 * clicks, so it neither shifts the layout nor blocks input, and it never
 * runs for readers who prefer reduced motion.
 */
export function FallingCharacters() {
  const hydrated = useHydrated();
  const [flagged, setFlagged] = useState(true);
  const loading = hydrated && flagged && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setFlagged(false), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!loading || !canvas || !context) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const drops = Array.from({ length: Math.ceil(canvas.width / FONT_SIZE) }, () => Math.random() * -20);
    // The canvas's own colour is the theme's accent (the style sheet sets it, in either theme).
    const accent = getComputedStyle(canvas).color;
    const font = fallingFont(FONT_SIZE, (face) => document.fonts.check(face));
    let frame = 0;
    const draw = () => {
      // Fade what was drawn towards transparent (not black): the page shows through in both themes.
      context.globalCompositeOperation = 'destination-out';
      context.fillStyle = 'rgba(0, 0, 0, 0.08)';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.globalCompositeOperation = 'source-over';
      context.fillStyle = accent;
      context.font = font;
      drops.forEach((y, column) => {
        context.fillText(FALLING_GLYPHS[Math.floor(Math.random() * FALLING_GLYPHS.length)], column * FONT_SIZE, y * FONT_SIZE);
        drops[column] = y * FONT_SIZE > canvas.height && Math.random() > 0.95 ? 0 : y + 1;
      });
      frame = window.requestAnimationFrame(draw);
    };
    frame = window.requestAnimationFrame(draw);
    return () => window.cancelAnimationFrame(frame);
  }, [loading]);

  if (!loading) return null;
  return <canvas ref={canvasRef} className="falling-characters" data-font-size={FONT_SIZE} aria-hidden="true" />;
}

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

// The spec's constants: 19 px characters, the loader flag cleared 1 s after render.
const FONT_SIZE = 19;
const SHOWN_MS = 1000;
const CHARACTERS = '01{}<>/=+*;:()[]アカサタナハマヤラワ';

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
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent') || '#1f6f5c';
    let frame = 0;
    const draw = () => {
      context.fillStyle = 'rgba(0, 0, 0, 0.06)';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = accent;
      context.font = `${FONT_SIZE}px monospace`;
      drops.forEach((y, column) => {
        context.fillText(CHARACTERS[Math.floor(Math.random() * CHARACTERS.length)], column * FONT_SIZE, y * FONT_SIZE);
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

import { useEffect, useState } from 'react';

const THRESHOLD = 20;

/**
 * Shown only while the page is scrolled at most 20 px from the top. It is
 * hidden without giving up its space: collapsing it would move the page
 * under the reader (and Chrome's scroll anchoring would scroll back to 0).
 */
export function SocietyBanner() {
  const [nearTop, setNearTop] = useState(true);
  useEffect(() => {
    const update = () => setNearTop(window.scrollY <= THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <p className={nearTop ? 'society-banner' : 'society-banner away'} aria-hidden={!nearTop}>
      do not disturb society
    </p>
  );
}

import { useEffect, useState } from 'react';

const THRESHOLD = 20;

/** Shown only while the page is scrolled at most 20 px from the top. */
export function SocietyBanner() {
  const [nearTop, setNearTop] = useState(true);
  useEffect(() => {
    const update = () => setNearTop(window.scrollY <= THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <p className="society-banner" hidden={!nearTop}>
      do not disturb society
    </p>
  );
}

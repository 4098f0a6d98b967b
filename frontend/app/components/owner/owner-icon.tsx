import type { CSSProperties } from 'react';

/**
 * A lucide-static icon (an SVG file, bundled by Vite as a URL) drawn in the text's colour:
 * the file is the mask, `currentColor` the paint, so it follows both themes and every state.
 */
export function OwnerIcon({ src, className }: { src: string; className?: string }) {
  const style = { '--icon': `url("${src}")` } as CSSProperties;
  return <span className={className ? `owner-icon ${className}` : 'owner-icon'} aria-hidden="true" style={style} />;
}

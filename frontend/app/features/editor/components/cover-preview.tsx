import { splitPictureLine } from '@blog/rules/article-checks';
import { useEffect, useState } from 'react';
import '~/styles/cover-preview.css';

type Props = { pictureLine: string };

/** How long the address rests before it is previewed: no picture is asked for at every keystroke. */
export const PREVIEW_DELAY_MS = 400;

const isWebAddress = (address: string) => /^https?:\/\/\S+$/i.test(address);

/** An http:// picture from another site is refused by the site's Content-Security-Policy (img-src https:). */
function refusedByPolicy(address: string) {
  if (!address.toLowerCase().startsWith('http://') || typeof window === 'undefined') return false;
  try {
    return new URL(address).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The cover as readers will see it, under the picture line, and a warning nobody can miss
 * when the browser cannot load it (the picture's own error, no server fetch). It never
 * blocks a save: the address may be right and only unreachable from here.
 */
export function CoverPreview({ pictureLine }: Props) {
  const { imageCdn, imageSource } = splitPictureLine(pictureLine);
  const typed = imageCdn.trim();
  const [address, setAddress] = useState(typed);
  const [outcome, setOutcome] = useState<{ address: string; loaded: boolean } | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setAddress(typed), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  if (address === '') return null;
  if (!isWebAddress(address)) {
    return (
      <p className="cover-preview-hint" id="cover-preview">
        The preview shows once the line starts with the picture&apos;s http(s) address.
      </p>
    );
  }
  const failed = outcome?.address === address && !outcome.loaded;
  return (
    <div className="cover-preview" id="cover-preview">
      <figure className="cover-preview-frame">
        {failed ? (
          // The browser's broken-picture glyph says little: an empty frame says it plainly.
          <span className="cover-preview-missing">No picture</span>
        ) : (
          <img
            key={address}
            src={address}
            alt="Cover preview"
            onLoad={() => setOutcome({ address, loaded: true })}
            onError={() => setOutcome({ address, loaded: false })}
          />
        )}
        <figcaption>{imageSource.trim() ? `Photo: ${imageSource.trim()}` : 'No photo source yet: add it after a space.'}</figcaption>
      </figure>
      {failed && (
        <p className="cover-preview-warning" role="alert">
          <strong>This picture does not load.</strong> Readers would see a broken picture: check the address
          {refusedByPolicy(address) ? ' (a picture from another site needs https://)' : ''}. You can still save.
        </p>
      )}
    </div>
  );
}

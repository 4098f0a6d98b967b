import { type Ref, useCallback, useRef, useState } from 'react';
import { presentBlocks } from '~/lib/reader-blocks';

/** What the reader's article page looks like here: its stylesheets and its theme class. */
export type ReaderLook = { stylesheets: string[]; theme: string };

/** The page's own stylesheets (app.css and the fonts among them) and theme, read from the dashboard's document. */
export function readerLookOf(page: Document): ReaderLook {
  const links = [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  return { stylesheets: links.map((link) => link.href), theme: page.documentElement.className };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The preview may hold anything pasted into the source: no script runs (the sandbox has no
// allow-scripts, the policy no script-src), and nothing loads but pictures, the site's own
// stylesheets and fonts. The body sits in the reader page's own containers (article-view.tsx),
// so the reader's prose styles apply as they are, in the theme on screen.
export function previewDocument(html: string, look: ReaderLook = { stylesheets: [], theme: '' }) {
  const policy = `default-src 'none'; img-src https: http: data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:`;
  const stylesheets = look.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return (
    `<!doctype html><html lang="en" class="${escapeAttribute(look.theme)}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">${stylesheets}` +
    // The frame grows with its text (the page measures it): no full-height body here.
    '<style>body{min-height:0;display:block}.article{padding-block:1.5rem}</style></head>' +
    `<body><article class="page narrow article"><div class="article-body">${presentBlocks(html)}</div></article></body></html>`
  );
}

/** The frame shows at least this much, and grows with the body up to most of the window. */
const MIN_HEIGHT = 384;

/**
 * The body as a reader will see it, in a frame that runs no script. The frame
 * shares the site's origin (allow-same-origin without allow-scripts), so the
 * site's stylesheets and fonts load in it and the page can fit it to its text.
 */
export function PreviewView({ label, html, ref }: { label: string; html: string; ref?: Ref<HTMLIFrameElement> }) {
  const [look] = useState(() => readerLookOf(document));
  const [height, setHeight] = useState(MIN_HEIGHT);
  const frame = useRef<HTMLIFrameElement | null>(null);

  const fit = useCallback(() => {
    const page = frame.current?.contentDocument?.documentElement;
    if (page) setHeight(Math.max(MIN_HEIGHT, page.scrollHeight));
  }, []);

  const setFrame = useCallback(
    (node: HTMLIFrameElement | null) => {
      frame.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <iframe
      ref={setFrame}
      className="editor-preview"
      title={`${label} preview`}
      sandbox="allow-same-origin"
      srcDoc={previewDocument(html, look)}
      style={{ height }}
      onLoad={() => {
        fit();
        // Pictures arrive after the text: fit again as each one loads.
        frame.current?.contentDocument?.addEventListener('load', fit, true);
      }}
    />
  );
}

import type { Ref } from 'react';

// The preview may hold anything pasted into the source: no script runs (an
// empty sandbox), and nothing but pictures and inline styles loads.
const PREVIEW_HEAD =
  `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'">` +
  '<style>body{font:1.05rem/1.7 Charter,Georgia,serif;margin:1rem;color:#1d1f24;background:#fff}img{max-width:100%}' +
  '.ql-align-center{text-align:center}.ql-align-right{text-align:right}.ql-align-justify{text-align:justify}</style>';

export const previewDocument = (html: string) => `<!doctype html><html lang="en"><head>${PREVIEW_HEAD}</head><body>${html}</body></html>`;

/** The body as a reader will see it, in a sandboxed frame that runs no script. */
export function PreviewView({ label, html, ref }: { label: string; html: string; ref?: Ref<HTMLIFrameElement> }) {
  return <iframe ref={ref} className="editor-preview" title={`${label} preview`} sandbox="" srcDoc={previewDocument(html)} />;
}

import { Suspense, lazy, useState, type ReactNode } from 'react';
import '~/styles/editor-blocks.css';
import '~/styles/editor.css';
import { ClientOnly } from './client-only';
import type { Toolset } from './toolsets';

export type RichTextEditorProps = {
  id: string;
  label: string;
  /** The body as HTML. */
  value: string;
  /** Gets the body as HTML, with Quill's `&nbsp;` and empty lines already tidied away. */
  onChange: (html: string) => void;
  toolset: Toolset;
  placeholder?: string;
};

// Quill needs `document` to load: it is fetched in the browser only, and only by
// the pages that edit (this module is imported by dashboard routes alone). The
// fetch starts as soon as such a page's code arrives, not when an editor opens.
type EditorModule = typeof import('./rich-text-editor.client');
let loaded: EditorModule | null = null;
const loadEditor = () => import('./rich-text-editor.client').then((module) => (loaded = module));
if (typeof window !== 'undefined') loadEditor().catch(() => {}); // lazy() below retries and reports a failure
const LazyEditor = lazy(loadEditor);

/** The rich-text editor of the Write and Draft pages, with a labelled placeholder until it has loaded. */
export function RichTextEditor(props: RichTextEditorProps) {
  const labelId = `${props.id}-label`;
  const loadingPlaceholder = <EditorPlaceholder id={props.id} labelId={labelId} value={props.value} />;
  return (
    <div className="rich-text-field">
      <span id={labelId} className="field-label">
        {props.label}
      </span>
      <ClientOnly fallback={loadingPlaceholder}>
        {() => <Editor {...props} labelId={labelId} loadingPlaceholder={loadingPlaceholder} />}
      </ClientOnly>
    </div>
  );
}

/**
 * Quill, at once when its code has arrived (lazy() would still suspend for a
 * moment), else when it does. Decided once per editor: switching from the
 * lazy component to the loaded one later would start Quill afresh.
 */
function Editor({ loadingPlaceholder, ...props }: RichTextEditorProps & { labelId: string; loadingPlaceholder: ReactNode }) {
  const [module] = useState(() => loaded);
  if (module) return <module.default {...props} />;
  return (
    <Suspense fallback={loadingPlaceholder}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

/** What shows on the server and while Quill loads: the body, read-only, saying why. */
function EditorPlaceholder({ id, labelId, value }: { id: string; labelId: string; value: string }) {
  const noteId = `${id}-loading`;
  return (
    <div className="editor-placeholder">
      <p id={noteId} className="muted small">
        Loading the editor…
      </p>
      <textarea id={id} aria-labelledby={labelId} aria-describedby={noteId} aria-busy="true" readOnly value={value} rows={12} />
    </div>
  );
}

import type { Ref } from 'react';

type Props = { id: string; label: string; html: string; onChange: (html: string) => void; ref?: Ref<HTMLTextAreaElement> };

/** The body as HTML, edited as text; what is typed here is kept as typed (the server sanitises on save). */
export function SourceView({ id, label, html, onChange, ref }: Props) {
  return (
    <textarea
      ref={ref}
      id={`${id}-source`}
      className="editor-source"
      aria-label={`${label} (HTML source)`}
      spellCheck={false}
      value={html}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

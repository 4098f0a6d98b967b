import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { refreshOverview } from '~/lib/owner-overview';
import { CATEGORIES, type Category } from '@blog/rules/category';
import { type ArticleFields, categoryOf, fieldsOfArticle } from '~/features/editor/article-fields';
import { RichTextEditor } from '~/features/editor/components/rich-text-editor';
import { useSiteConfig } from '~/lib/site-config';
import { editDraft } from '../api/edit-draft';
import { DRAFT_MESSAGES, type Draft } from '../draft';

type Props = {
  draft: Draft;
  /** Cancel or Done; `edited` says whether the list should load again. */
  onClose: (edited: boolean) => void;
};

/**
 * The Draft page's editor, in place of the list (docs/spec/admin-side.md section 2):
 * the draft's fields, 'Edit it' to save, Done once saved. What was typed
 * stays after a failure, and a save in flight cannot be sent twice.
 */
export function DraftEditor({ draft, onClose }: Props) {
  const site = useSiteConfig();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [fields, setFields] = useState<ArticleFields>(() => fieldsOfArticle(draft));
  const [date, setDate] = useState(draft.displayDate);
  const [message, setMessage] = useState('');
  const [edited, setEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  useEffect(() => heading.current?.focus(), []);

  const set =
    <K extends keyof ArticleFields>(name: K) =>
    (value: ArticleFields[K]) =>
      setFields((current) => ({ ...current, [name]: value }));
  const field = (name: string) => `${ids}-${name}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    if (fields.reference.trim() !== 'true') return setMessage(DRAFT_MESSAGES.referenceFalse);
    sending.current = true;
    setBusy(true);
    setMessage('');
    try {
      const outcome = await editDraft(site, draft.id, fields, date);
      if (!outcome.ok) return setMessage(outcome.message);
      setMessage(DRAFT_MESSAGES.edited);
      setEdited(true);
      void refreshOverview(site.siteKey);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="draft-editor" aria-labelledby={field('heading')}>
      <h2 id={field('heading')} ref={heading} tabIndex={-1}>
        Edit draft
      </h2>
      <form onSubmit={save} noValidate>
        <label htmlFor={field('category')}>category</label>
        <select id={field('category')} value={categoryOf(fields)} onChange={(event) => set('category')(event.target.value as Category)}>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>

        <label htmlFor={field('title')}>Title</label>
        <input id={field('title')} value={fields.title} onChange={(event) => set('title')(event.target.value)} />

        <label htmlFor={field('sketch')}>Sketch</label>
        <input
          id={field('sketch')}
          value={fields.pictureLine}
          aria-describedby={field('sketch-help')}
          onChange={(event) => set('pictureLine')(event.target.value)}
        />
        <p id={field('sketch-help')} className="muted small">
          The image address, a space, then the image credit.
        </p>

        <RichTextEditor id={field('article')} label="Article" value={fields.body} onChange={set('body')} toolset="draft" />

        <label htmlFor={field('source')}>Source</label>
        <textarea
          id={field('source')}
          value={fields.sourceBox}
          aria-describedby={field('source-help')}
          onChange={(event) => set('sourceBox')(event.target.value)}
        />
        <p id={field('source-help')} className="muted small">
          One link per line.
        </p>

        <label htmlFor={field('author')}>Author</label>
        <input id={field('author')} value={fields.author} onChange={(event) => set('author')(event.target.value)} />

        <label htmlFor={field('date')}>Date</label>
        <input id={field('date')} value={date} onChange={(event) => setDate(event.target.value)} />

        <label htmlFor={field('reference')}>Reference</label>
        <input
          id={field('reference')}
          type="password"
          autoComplete="off"
          value={fields.reference}
          onChange={(event) => set('reference')(event.target.value)}
        />

        <p role="alert" className="form-status">
          {message}
        </p>
        <div className="draft-editor-actions">
          <button type="button" className="button secondary" onClick={() => onClose(edited)}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            Edit it
          </button>
          {edited && (
            <button type="button" className="button" onClick={() => onClose(true)}>
              Done
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

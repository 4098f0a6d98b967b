import { ARTICLE_MESSAGES, ARTICLE_PLACEHOLDER, firstArticleProblem } from '@blog/rules/article-checks';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { draftMarker, refreshOverview, useOverview, type OwnerOverview } from '~/lib/owner-overview';
import { hasAuthRecord } from '~/lib/local-auth';
import { formatDate } from '~/lib/dates';
import { REDIRECT_POST_KEY } from '~/lib/site-state';
import { useSiteConfig } from '~/lib/site-config';
import '~/styles/editor.css';
import { CoverPictureTools } from './cover-picture-tools';
import { editArticle } from '../api/edit-article';
import { postArticle } from '../api/post-article';
import { saveDraft } from '../api/save-draft';
import { checkInputOf, shownWordCount, type ArticleFields } from '../article-fields';
import { SAVE_MESSAGES } from '../save-messages';
import { useArticleEditing } from '../use-article-editing';
import { ArticleAddress } from './article-address';
import { BusyButton } from './busy-button';
import { CategoryField } from './category-field';
import { CoverPreview } from './cover-preview';
import { RestoredCopyNotice } from './restored-copy-notice';
import { ServerCopyNotice } from './server-copy-notice';
import { ServerCopyState } from './server-copy-state';
import { RichTextEditor } from './rich-text-editor';
import { TextField } from './text-field';

type Busy = 'publish' | 'draft' | null;

/**
 * The Write page: a new article (Post) or, when the Articles list stored one
 * under 'editArticle', that article (Edit); either can be saved as a draft.
 * The browser runs the spec's checks for quick messages; the CMS runs them again.
 */
export function ArticleForm({ expectedAuthor }: { expectedAuthor: string }) {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const editing = useArticleEditing();
  const { mode, fields, setField } = editing;
  const dashboard = useRouteLoaderData('routes/dashboard') as { overview?: OwnerOverview } | undefined;
  const { data: overview } = useOverview(site.siteKey, dashboard?.overview);
  const [password, setPassword] = useState('');
  // 'E-mail to subscribers' (ADR 37): on unless the writer unticks it; an edit mails no one.
  const [emailSubscribers, setEmailSubscribers] = useState(true);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  // Set before the first await, so a double click cannot send a second request.
  const inFlight = useRef(false);

  const text = (name: Exclude<keyof ArticleFields, 'category'>) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  function begin(kind: Exclude<Busy, null>) {
    inFlight.current = true;
    setBusy(kind);
  }
  function end() {
    inFlight.current = false;
    setBusy(null);
  }

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !editing.ready) return;
    const problem = firstArticleProblem(
      checkInputOf(fields, { mode, signedIn: hasAuthRecord(), editorPassword: password }),
      expectedAuthor,
    );
    if (problem) {
      setMessage(problem);
      return;
    }
    begin('publish');
    setMessage('');
    // An edit keeps the article's date; a new article is dated today.
    const displayDate = editing.article?.displayDate ?? formatDate(new Date().toISOString());
    const outcome = editing.target
      ? await editArticle(site, { id: editing.target.id, fields, displayDate, editorPassword: password })
      : await postArticle(site, fields, displayDate, emailSubscribers);
    if (!outcome.ok) {
      // Everything typed stays, in the page and in its local copy.
      setMessage(outcome.message);
      end();
      return;
    }
    const id = outcome.value?.id ?? editing.target?.id;
    editing.saved();
    setMessage(SAVE_MESSAGES.success);
    window.localStorage.setItem(REDIRECT_POST_KEY, `/blog/${id}`);
    if (editing.target) editing.forget();
    navigate('/redirect-play-post-flow');
  }

  async function draft() {
    if (inFlight.current || !editing.ready) return;
    if (fields.title.trim() === '') {
      setMessage(ARTICLE_MESSAGES.title);
      return;
    }
    begin('draft');
    setMessage(SAVE_MESSAGES.processing);
    const outcome = await saveDraft(site, fields, formatDate(new Date().toISOString()));
    end();
    if (!outcome.ok) {
      setMessage(outcome.message);
      return;
    }
    editing.clear();
    setPassword('');
    setMessage(SAVE_MESSAGES.draftSaved);
    void refreshOverview(site.siteKey);
  }

  const loading = mode === 'edit' && !editing.ready && !editing.loadFailed;
  return (
    <section className="write-page" aria-labelledby="write-title">
      <div className="write-heading">
        <h1 id="write-title">{mode === 'edit' ? 'Edit article' : 'Write'}</h1>
        <ServerCopyState status={editing.server.status} />
      </div>
      {editing.target && (
        <p className="muted">
          Editing the article at{' '}
          <a href={editing.target.href} target="_blank" rel="noopener">
            {editing.target.href}
          </a>{' '}
          (opens in a new tab)
        </p>
      )}
      {editing.loadFailed && (
        <div className="restored-copy" role="alert">
          <p>{SAVE_MESSAGES.loadFailed}</p>
          <button type="button" className="button secondary" onClick={editing.forget}>
            Write a new article
          </button>
        </div>
      )}
      {editing.restoredAt !== null && <RestoredCopyNotice savedAt={editing.restoredAt} onDiscard={editing.discardCopy} />}
      {editing.server.offer && (
        <ServerCopyNotice copy={editing.server.offer} onRestore={editing.server.restore} onDiscard={editing.server.discard} />
      )}
      <form className="article-form" onSubmit={publish} aria-busy={loading} noValidate>
        <fieldset disabled={!editing.ready}>
          <CategoryField id="article-category" fields={fields} onChoose={(category) => setField('category', category)} />
          <TextField id="article-title" label="Title" maxLength={200} {...text('title')} />
          <TextField
            id="article-picture"
            label="Picture"
            hint="The picture address, a space, then the photo source."
            {...text('pictureLine')}
          />
          <CoverPictureTools pictureLine={fields.pictureLine} onPictureLine={(line) => setField('pictureLine', line)} />
          <CoverPreview pictureLine={fields.pictureLine} />
        </fieldset>
        <RichTextEditor
          id="article-body"
          label="Article"
          value={fields.body}
          onChange={(html) => setField('body', html)}
          toolset="article"
          placeholder={ARTICLE_PLACEHOLDER}
        />
        <fieldset disabled={!editing.ready}>
          <div className="field">
            <label htmlFor="article-source">Source</label>
            <textarea id="article-source" rows={3} aria-describedby="article-source-hint" {...text('sourceBox')} />
            <span id="article-source-hint" className="field-hint">
              Research links, one per line.
            </span>
          </div>
          <TextField id="article-author" label="Author" maxLength={100} {...text('author')} />
          <TextField id="article-reference" label="Reference" hint="Type true once the article is researched." {...text('reference')} />
          {mode === 'edit' && (
            <TextField
              id="article-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </fieldset>
        <dl className="article-facts">
          <div>
            <dt>Words</dt>
            <dd>{shownWordCount(fields.body)}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              <ArticleAddress articleId={editing.target?.id ?? null} />
            </dd>
          </div>
        </dl>
        <div className="write-actions">
          {mode === 'post' && (
            <label className="email-choice">
              <input
                type="checkbox"
                checked={emailSubscribers}
                disabled={busy !== null}
                onChange={(event) => setEmailSubscribers(event.target.checked)}
              />
              E-mail to subscribers
            </label>
          )}
          <BusyButton type="submit" busy={busy === 'publish'} blocked={busy !== null || !editing.ready}>
            {mode === 'edit' ? 'Edit' : 'Post'}
          </BusyButton>
          <BusyButton className="button secondary" busy={busy === 'draft'} blocked={busy !== null || !editing.ready} onClick={draft}>
            Save as Draft
          </BusyButton>
          <span className="draft-marker">
            <span className="visually-hidden">Drafts: </span>
            {draftMarker(overview)}
          </span>
        </div>
        <p className="form-status" role="status">
          {loading ? 'Loading' : message}
        </p>
      </form>
    </section>
  );
}

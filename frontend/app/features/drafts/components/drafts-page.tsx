import { useRef, useState } from 'react';
import { PlaceholderList } from '~/components/owner/placeholder-list';
import { EmptyState, LoadError } from '~/components/owner/owner-state';
import draftIcon from 'lucide-static/icons/notebook-pen.svg?url';
import { useSiteConfig } from '~/lib/site-config';
import { DRAFTS_SHOWN, useDrafts } from '../api/list-drafts';
import { DRAFT_MESSAGES, type Draft } from '../draft';
import { DraftEditor } from './draft-editor';
import { DraftList } from './draft-list';

/**
 * The Draft page (docs/spec/admin-side.md sections 2 and 4): 'Loading' with three
 * placeholder rows, then the drafts titled 'Draft', or 'Data not available'.
 * Edit opens the draft editor in place of the list.
 */
export function DraftsPage() {
  const site = useSiteConfig();
  const drafts = useDrafts(site);
  const [editing, setEditing] = useState<Draft | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function closeEditor(edited: boolean) {
    setEditing(null);
    if (edited) void drafts.mutate();
    // Back to the top of the list, where the owner left it.
    heading.current?.focus();
  }

  const list = drafts.data?.drafts ?? [];
  const total = drafts.data?.pagination.total ?? 0;
  const title = drafts.isLoading ? DRAFT_MESSAGES.loading : list.length > 0 || editing ? DRAFT_MESSAGES.title : DRAFT_MESSAGES.empty;
  return (
    <div className="owner-drafts" aria-busy={drafts.isLoading}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {editing ? (
        <DraftEditor draft={editing} onClose={closeEditor} />
      ) : (
        <>
          {drafts.isLoading && <PlaceholderList />}
          {drafts.error && !drafts.data && <LoadError title="The drafts could not be loaded." onRetry={() => void drafts.mutate()} />}
          {drafts.data && list.length === 0 && (
            <EmptyState icon={draftIcon} title="No drafts waiting.">
              Save as Draft on the Write page keeps an article here until you edit it and press Publish.
            </EmptyState>
          )}
          {list.length > 0 && <DraftList drafts={list} onEdit={setEditing} onChanged={() => void drafts.mutate()} />}
          {total > list.length && (
            <p className="muted">
              The {DRAFTS_SHOWN} most recently edited of {total} drafts.
            </p>
          )}
        </>
      )}
    </div>
  );
}

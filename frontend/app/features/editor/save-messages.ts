/** The Write page's own messages (docs/spec/admin-side.md section 8); the nine field checks live in @blog/rules. */
export const SAVE_MESSAGES = {
  success: 'Success',
  connection: 'Connection Issue',
  editFailed: 'Failed to retrieve id...',
  draftFailed: 'Check your connection...',
  processing: 'Processing',
  draftSaved: 'Saved as a draft.',
  loadFailed: 'The article to edit could not be loaded.',
} as const;

export type SaveOutcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

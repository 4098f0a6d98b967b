import { bodyFromBase64 } from '~/features/editor/body-codec';
import type { Article } from '~/lib/article';
import { type ArticleWire, fieldsFromWire } from '~/lib/article-wire';

/** A draft: an article's fields (its body as HTML) under the draft's own id. */
export type Draft = Omit<Article, 'section' | 'key' | 'id'> & { id: string };

/** A draft as GET /api/article-draft-{product}/ returns it: an article's fields, its body as base64 HTML. */
export type DraftWire = Omit<ArticleWire, 'section' | 'id'> & { _id: string };

export function draftFromWire(wire: DraftWire): Draft {
  return { ...fieldsFromWire(wire), id: wire._id, body: bodyFromBase64(wire.articleSave) };
}

/** The Draft page's texts (docs/spec/admin-side.md sections 2 and 8). */
export const DRAFT_MESSAGES = {
  title: 'Draft',
  empty: 'Data not available',
  loading: 'Loading',
  draftAt: 'Draft at',
  edited: 'Edited',
  referenceFalse: 'Reference have to not false...',
  failed: 'Check your internet...',
} as const;

/** A write's outcome: done, or the message the owner sees. */
export type DraftWrite<T = true> = { ok: true; value: T } | { ok: false; message: string };

/** A refusal the owner can act on (400, 409) shows the server's reason; anything else is the connection. */
export function failureOf(answer: { status: number; message: string | null }): DraftWrite<never> {
  const explained = (answer.status === 400 || answer.status === 409) && answer.message;
  return { ok: false, message: explained || DRAFT_MESSAGES.failed };
}

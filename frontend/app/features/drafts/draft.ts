import { bodyFromBase64 } from '~/features/editor/body-codec';
import type { Article } from '~/lib/article';
import { type DraftWire, fieldsFromWire } from '~/lib/article-wire';

/** A draft's publish time (ADR 37): when, if scheduled; its 'E-mail to subscribers'; why its scheduled publish failed, if it did. */
export type DraftSchedule = { publishAt: string | null; emailSubscribers: boolean; scheduleProblem: string | null };

/** A draft: an article's fields (its body as HTML) under the draft's own id, with its schedule. */
export type Draft = Omit<Article, 'section' | 'key' | 'id'> & { id: string } & DraftSchedule;

export function draftFromWire(wire: DraftWire): Draft {
  return {
    ...fieldsFromWire(wire),
    id: wire._id,
    body: bodyFromBase64(wire.articleSave),
    publishAt: wire.publishAt,
    emailSubscribers: wire.emailSubscribers,
    scheduleProblem: wire.scheduleProblem,
  };
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

/** The schedule's texts (ADR 37); the past-time message is the CMS's own. */
export const SCHEDULE_MESSAGES = {
  emailSubscribers: 'E-mail to subscribers',
  scheduledFor: 'Scheduled for',
  past: 'The publish time has passed: choose a time in the future.',
  noTime: 'Choose the day and time to publish at.',
  notPublished: 'Not published at its time:',
} as const;

/** A write's outcome: done, or the message the owner sees. */
export type DraftWrite<T = true> = { ok: true; value: T } | { ok: false; message: string };

/** A refusal the owner can act on (400, 409) shows the server's reason; anything else is the connection. */
export function failureOf(answer: { status: number; message: string | null }): DraftWrite<never> {
  const explained = (answer.status === 400 || answer.status === 409) && answer.message;
  return { ok: false, message: explained || DRAFT_MESSAGES.failed };
}

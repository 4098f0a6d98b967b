import { isEmailAddress } from '@blog/rules/email';
import { useState, type FormEvent } from 'react';
import { HoneypotField } from '~/components/honeypot-field';
import { type ReactionKind, useReactionCount } from '../api/reaction-count';
import { sendReaction } from '../api/send-reaction';

/** Like or unlike this article with an e-mail address; each address counts once per article. */
export function ReactionBlock({ articleId }: { articleId: string }) {
  const likes = useReactionCount('like', articleId);
  const unlikes = useReactionCount('unlike', articleId);
  const [sending, setSending] = useState(false);
  const loading = sending || likes.isValidating || unlikes.isValidating || (!likes.data && !likes.error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const kind = (submitter?.value === 'unlike' ? 'unlike' : 'like') satisfies ReactionKind;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    if (!isEmailAddress(email)) return;
    setSending(true);
    await sendReaction(kind, email, articleId, String(form.get('website') ?? ''));
    await Promise.all([likes.mutate(), unlikes.mutate()]);
    setSending(false);
  }

  const shown = (count: number | undefined) => (count ? String(count) : '');
  return (
    <section className="reaction-block" aria-label="Like or unlike">
      <form onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={`reaction-email-${articleId}`}>
          E-mail for your like
        </label>
        <input
          id={`reaction-email-${articleId}`}
          name="email"
          type="email"
          required
          maxLength={254}
          placeholder={loading ? 'loading...' : 'Email'}
          disabled={loading}
          autoComplete="email"
        />
        <HoneypotField />
        <button type="submit" name="kind" value="like" className="button" disabled={loading}>
          Like{' '}
          <span className="reaction-count" data-testid="like-count">
            {shown(likes.data?.count)}
          </span>
        </button>
        <button type="submit" name="kind" value="unlike" className="button secondary" disabled={loading}>
          Unlike{' '}
          <span className="reaction-count" data-testid="unlike-count">
            {shown(unlikes.data?.count)}
          </span>
        </button>
      </form>
    </section>
  );
}

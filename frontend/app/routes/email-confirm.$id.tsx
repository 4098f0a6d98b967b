import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/email-confirm.$id';
import { confirmSubscription } from '~/features/newsletter/api/confirm.server';

export function meta() {
  return [{ title: 'Confirm your subscription' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The confirmation link's page (double opt-in): opening it confirms nothing, so a mail
 * scanner that fetches every link subscribes nobody; the reader's button posts the code.
 */
export async function action({ params }: Route.ActionArgs) {
  return confirmSubscription(params.id);
}

export default function EmailConfirm({ actionData }: Route.ComponentProps) {
  const sending = useNavigation().state !== 'idle';
  return (
    <section className="page narrow unsubscribe-page">
      <h1>Confirm your subscription</h1>
      {actionData?.ok ? (
        <p role="status">{actionData.message}</p>
      ) : (
        <Form method="post">
          <p>Press the button to receive new articles by e-mail.</p>
          <button type="submit" className="button" disabled={sending}>
            Confirm subscription
          </button>
          <p className="form-status" role="alert">
            {actionData?.message ?? ''}
          </p>
        </Form>
      )}
    </section>
  );
}

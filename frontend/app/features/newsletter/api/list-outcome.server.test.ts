import { API } from '@blog/contract/routes';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { listOutcome } from './list-outcome.server';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('listOutcome', () => {
  it("is done with the CMS's message for a 2xx answer", async () => {
    expect(await listOutcome(API.subscription.confirm, answer(200, { message: 'Subscription confirmed!' }), 'Confirming failed')).toEqual({
      ok: true,
      message: 'Subscription confirmed!',
    });
  });

  it("is a refusal with the CMS's own words, else the failure and its status", async () => {
    const refused = answer(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'This link does not match.' } });
    expect(await listOutcome(API.subscription.unsubscribe, refused, 'Unsubscribing failed')).toEqual({
      ok: false,
      message: 'This link does not match.',
    });
    expect(await listOutcome(API.subscription.unsubscribe, answer(500, 'oops'), 'Unsubscribing failed')).toEqual({
      ok: false,
      message: 'Unsubscribing failed (500).',
    });
  });

  it('throws a 502 page for a 2xx answer the contract does not allow, never a success', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    const thrown: unknown = await listOutcome(API.subscription.confirm, answer(200, { confirmed: true }), 'Confirming failed').catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 502 } });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('POST /api/e-c: message'));
  });
});

import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi, type Reply } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { CursorSwitches } from './cursor-switches';

let monitor: boolean;
let contactMail: boolean;
let block: 'none' | 'global' | 'partial';
let api: MockApi;
let tones: number;

/** A refusal, as the CMS words one. */
const refusal = (status: number): Reply => ({ status, body: { data: null, error: { status, message: 'Not signed in.' } } });

/** A fake Web Audio that counts the tones started. */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: '',
      frequency: { setValueAtTime() {}, linearRampToValueAtTime() {} },
      connect: (node: unknown) => node,
      start: () => {
        tones += 1;
      },
      stop() {},
      onended: null,
    };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node };
  }
  close() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  monitor = false;
  contactMail = true;
  block = 'none';
  tones = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const monitorAnswer = () => ({ status: 200, body: { data: { monitor } } });
  const blockAnswer = () => ({ status: 200, body: { data: { block } } });
  const contactMailAnswer = () => ({ status: 200, body: { data: { contactMail } } });
  api = mockApi({
    'GET /api/monitor': monitorAnswer,
    'PUT /api/monitor': ({ body }) => {
      monitor = (body as { monitor: boolean }).monitor;
      return monitorAnswer();
    },
    'GET /api/contact-mail': contactMailAnswer,
    'PUT /api/contact-mail': ({ body }) => {
      contactMail = (body as { contactMail: boolean }).contactMail;
      return contactMailAnswer();
    },
    'GET /api/bufycg': blockAnswer,
    'POST /api/bufycg': ({ body }) => {
      block = (body as { r: string }).r === 'red' ? 'global' : 'none';
      return blockAnswer();
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'on=; path=/; max-age=0';
});

const click = async (button: HTMLElement) => {
  act(() => {
    fireEvent.click(button);
  });
  await settle();
};
const toggle = (name: string) => screen.getByRole('switch', { name });
/** The state in words beside a toggle. */
const stateOf = (name: string) => toggle(name).closest('.toggle-switch')!.querySelector('.toggle-state');

async function showPage() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      // As root.tsx: development mode is on while a cookie named `on` exists.
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' }, development: /(^|; )on=/.test(document.cookie) }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <CursorSwitches />
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await settle();
}

describe('CursorSwitches', () => {
  it('shows the toggles as switches with their state in words and a line on what each does', async () => {
    monitor = true;
    await showPage();
    expect(toggle('Anti Virus')).toHaveAttribute('aria-checked', 'true');
    expect(stateOf('Anti Virus')).toHaveTextContent('on');
    expect(toggle('Anti Virus')).toHaveAccessibleDescription("on Raises the site's public monitor flag; a chime plays when it turns on.");
    expect(toggle('Phase')).toHaveAttribute('aria-checked', 'false');
    expect(stateOf('Phase')).toHaveTextContent('off');
    expect(toggle('Phase')).toHaveAccessibleDescription(/'Development Phase' badge in the site header/);
    // Access is on (knob right) while readers have access: free.
    expect(toggle('Access')).toHaveAttribute('aria-checked', 'true');
    expect(stateOf('Access')).toHaveTextContent('free');
    expect(toggle('Access')).toHaveAccessibleDescription(/^free Free keeps the blog open to readers; busy shows them 'Blog is Offline.'$/);
    // Contact e-mails is on until the owner turns it off.
    expect(toggle('Contact e-mails')).toHaveAttribute('aria-checked', 'true');
    expect(stateOf('Contact e-mails')).toHaveTextContent('on');
    expect(toggle('Contact e-mails')).toHaveAccessibleDescription(
      'on Mails each contact message to OWNER_EMAIL as well as to the Ping page.',
    );
    expect(api.callsTo('GET /api/contact-mail')[0].url).toBe('/api/contact-mail?id=demo');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('Contact e-mails sends the switch with the site key and shows what the server kept', async () => {
    await showPage();
    await click(toggle('Contact e-mails'));
    const [first] = api.callsTo('PUT /api/contact-mail');
    expect(first.url).toBe('/api/contact-mail?id=demo');
    expect(first.body).toEqual({ contactMail: false });
    expect(toggle('Contact e-mails')).toHaveAttribute('aria-checked', 'false');
    expect(stateOf('Contact e-mails')).toHaveTextContent('off');
    await click(toggle('Contact e-mails'));
    expect(api.callsTo('PUT /api/contact-mail')[1].body).toEqual({ contactMail: true });
    expect(stateOf('Contact e-mails')).toHaveTextContent('on');
  });

  it('Contact e-mails: a refusal says so, any other failure leaves a note', async () => {
    api.on('PUT /api/contact-mail', refusal(403));
    await showPage();
    await click(toggle('Contact e-mails'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed critically.');
    expect(toggle('Contact e-mails')).toHaveAttribute('aria-checked', 'true');
    api.on('PUT /api/contact-mail', refusal(500));
    await click(toggle('Contact e-mails'));
    expect(toggle('Contact e-mails')).toHaveAccessibleDescription(/Contact e-mails did not change\. Please try again\.$/);
  });

  it('Anti Virus sends the monitor flag, shows what the server kept, and chimes only when turned on', async () => {
    await showPage();
    await click(toggle('Anti Virus'));
    const [first] = api.callsTo('PUT /api/monitor');
    expect(first.url).toBe('/api/monitor?id=demo');
    expect(first.body).toEqual({ monitor: true });
    expect(toggle('Anti Virus')).toHaveAttribute('aria-checked', 'true');
    expect(stateOf('Anti Virus')).toHaveTextContent('on');
    expect(tones).toBe(1);
    await click(toggle('Anti Virus'));
    expect(api.callsTo('PUT /api/monitor')[1].body).toEqual({ monitor: false });
    expect(stateOf('Anti Virus')).toHaveTextContent('off');
    expect(tones).toBe(1);
  });

  it('turns the monitor on quietly in a browser without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    await showPage();
    await click(toggle('Anti Virus'));
    expect(toggle('Anti Virus')).toHaveAttribute('aria-checked', 'true');
    expect(tones).toBe(0);
  });

  it("shows 'Authentication failed critically.' when a call answers 401, and keeps the state", async () => {
    api.on('PUT /api/monitor', refusal(401));
    await showPage();
    await click(toggle('Anti Virus'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed critically.');
    expect(toggle('Anti Virus')).toHaveAttribute('aria-checked', 'false');
    expect(tones).toBe(0);
  });

  it('shows it for a 403 on the Access switch', async () => {
    api.on('POST /api/bufycg', refusal(403));
    await showPage();
    await click(toggle('Access'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed critically.');
    expect(stateOf('Access')).toHaveTextContent('free');
  });

  it('says so when a read is refused', async () => {
    api.on('GET /api/monitor', refusal(401));
    await showPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed critically.');
  });

  it('any other failure leaves the switch as it was, with a note and no alert', async () => {
    api.on('PUT /api/monitor', refusal(500));
    await showPage();
    await click(toggle('Anti Virus'));
    expect(toggle('Anti Virus')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Anti Virus')).toHaveAccessibleDescription(/Anti Virus did not change\. Please try again\.$/);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it("Access: busy sends r 'red' (offline, red), free sends 'green'", async () => {
    await showPage();
    await click(toggle('Access'));
    expect(api.callsTo('POST /api/bufycg')[0].body).toEqual({ r: 'red' });
    expect(toggle('Access')).toHaveAttribute('aria-checked', 'false');
    expect(stateOf('Access')).toHaveTextContent('busy');
    expect(toggle('Access').closest('.toggle-switch')).toHaveClass('access-busy');
    await click(toggle('Access'));
    expect(api.callsTo('POST /api/bufycg')[1].body).toEqual({ r: 'green' });
    expect(stateOf('Access')).toHaveTextContent('free');
    expect(toggle('Access')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Access').closest('.toggle-switch')).toHaveClass('access-free');
  });

  it('Phase sets the cookie named on, removes it, and follows the server after revalidating', async () => {
    await showPage();
    await click(toggle('Phase'));
    expect(document.cookie).toMatch(/(^|; )on=/);
    expect(toggle('Phase')).toHaveAttribute('aria-checked', 'true');
    expect(stateOf('Phase')).toHaveTextContent('on');
    await click(toggle('Phase'));
    expect(document.cookie).not.toMatch(/(^|; )on=/);
    expect(stateOf('Phase')).toHaveTextContent('off');
  });
});

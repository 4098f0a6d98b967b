import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Message = { to: string[]; raw: string; headers: Record<string, string>; body: string };

/**
 * A real SMTP server on a random port of 127.0.0.1. `hold()` keeps every
 * message waiting in DATA until `release()`; `refuse(address)` answers 550 for one recipient, until `accept(address)`.
 */
export async function startMailServer() {
  const received: Message[] = [];
  const refused = new Set<string>();
  let gate: Promise<void> | null = null;
  let open = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await gate;
        received.push(
          parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address: string) => refused.add(address),
    accept: (address: string) => refused.delete(address),
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => {
      open();
      gate = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (unfolded, by lowercase name) and the decoded body of a raw message. */
export function parseMessage(raw: string, to: string[]): Message {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  const unescape = (text: string) => text.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    // RFC 2047 encoded words (=?UTF-8?Q?...?=), as nodemailer writes a subject with special characters.
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => unescape(word.replace(/_/g, ' ')));
    headers[line.slice(0, colon).toLowerCase()] = value;
  }
  // Quoted-printable: soft line breaks and =XX escapes.
  const body = unescape(rest.join('\r\n\r\n').replace(/=\r\n/g, ''));
  return { to, raw, headers, body };
}

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

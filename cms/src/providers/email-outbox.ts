import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Transport } from 'nodemailer';

/**
 * A nodemailer transport (nodemailer's custom-transport interface) that
 * writes each message to `dir` as an .eml file instead of sending it: the
 * mail of a machine without SMTP_URL (the demo, a developer's laptop). It is
 * handed to Strapi's nodemailer provider as its transport (config/plugins.ts),
 * so the file is byte for byte what would have gone over SMTP, headers
 * included, and the code that sends mail does not know the difference.
 */
export function outboxTransport(dir: string): Transport {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, done) {
      const envelope = mail.data.envelope || mail.message.getEnvelope();
      const messageId = mail.message.messageId();
      writeMessage(dir, mail.message.createReadStream()).then(
        (file) => done(null, { envelope, messageId, file }),
        (error) => done(error, undefined),
      );
    },
  };
}

async function writeMessage(dir: string, message: NodeJS.ReadableStream): Promise<string> {
  const raw = await buffer(message);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
  // Written aside, then renamed: whoever watches the folder never sees half a message.
  // Mode 0600: a message holds its reader's address and unsubscribe code.
  const temporary = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(temporary, raw, { mode: 0o600 });
  await fs.rename(temporary, path.join(dir, name));
  return path.join(dir, name);
}

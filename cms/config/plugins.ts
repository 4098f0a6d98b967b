import path from 'path';
import { cmsConfig } from '../src/lib/config';
import { outboxTransport } from '../src/providers/email-outbox';

/**
 * SMTP timeouts unless SMTP_URL sets its own (`?socketTimeout=...`): nodemailer's
 * defaults (2 and 10 minutes) would let one stalled server hold a newsletter for hours.
 */
const SMTP_DEFAULTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };

function smtpUrl(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  }
  return parsed.toString();
}

export default () => {
  const { dataDir, mail, strapiSecrets } = cmsConfig();
  return {
    // The article body as HTML in Strapi's admin (a custom field; docs/decisions/0022). The path is
    // the CMS folder's neighbour: the server resolves it from the app's root, the admin build from cms/.
    'article-body': { enabled: true, resolve: '../cms-plugins/article-body' },
    // The owner's Blog page in Strapi's admin (README, Operations). A path from the CMS folder: the
    // server resolves it from the app's root, the admin build from the folder it runs in (cms/).
    'blog-tools': { enabled: true, resolve: '../cms-plugins/blog-tools' },
    'users-permissions': {
      config: {
        jwtSecret: strapiSecrets.jwtSecret,
        // Sessions are the owner's only; the web tier keeps the JWT in an httpOnly cookie.
        jwtManagement: 'legacy-support',
        jwt: { expiresIn: '7d' },
        register: { allowedFields: [] },
      },
    },
    // One provider, Strapi's nodemailer one, in both modes: SMTP_URL is its
    // connection URL (nodemailer parses smtp:// and smtps:// URLs itself);
    // without it, a transport that writes .eml files to DATA_DIR/outbox.
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: mail.smtpUrl ? smtpUrl(mail.smtpUrl) : outboxTransport(path.join(dataDir, 'outbox')),
        settings: {
          defaultFrom: mail.from,
        },
      },
    },
  };
};

import { VaultEntryForm } from '~/features/vault/components/vault-entry-form';
import { VaultList } from '~/features/vault/components/vault-list';
import { useSiteConfig } from '~/lib/site-config';
import '~/styles/vault.css';

export function meta() {
  return [{ title: 'Passwords' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The owner's password vault (docs/spec/admin-side.md section 2, Passwords). The
 * dashboard layout has checked the session; the entries load in the browser
 * (swr), so no password is ever part of a server-rendered page.
 */
export default function DashboardPasswords() {
  const { siteKey } = useSiteConfig();
  return (
    <div className="vault-page">
      <h1>Passwords</h1>
      <VaultEntryForm siteKey={siteKey} />
      <VaultList siteKey={siteKey} />
    </div>
  );
}

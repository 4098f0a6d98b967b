import { DraftsPage } from '~/features/drafts/components/drafts-page';
import '~/styles/owner-articles.css';

export function meta() {
  return [{ title: 'Draft · Dashboard' }, { name: 'robots', content: 'noindex' }];
}

export default function DashboardDrafts() {
  return <DraftsPage />;
}

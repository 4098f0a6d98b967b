import { CursorSwitches } from '~/features/site-switches/components/cursor-switches';
import '~/styles/owner-pages.css';

/** The Cursor page (docs/spec/admin-side.md section 2): the Anti Virus, Phase and Access toggles, and Contact e-mails. */
export default function DashboardCursor() {
  return (
    <article className="owner-page">
      <h1>Cursor</h1>
      <CursorSwitches />
    </article>
  );
}

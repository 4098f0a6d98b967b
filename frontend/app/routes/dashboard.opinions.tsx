import { OpinionList } from '~/features/owner-opinions/components/opinion-list';
import '~/styles/owner-pages.css';

/** The A-Opinions page (docs/spec/admin-side.md section 2): reader opinions on articles, each with Delete. */
export default function DashboardOpinions() {
  return (
    <article className="owner-page">
      <h1>A-Opinions</h1>
      <OpinionList />
    </article>
  );
}

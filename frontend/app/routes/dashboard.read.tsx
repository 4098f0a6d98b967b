/** The dashboard's search page (the spec's placeholder reading 'Read'). */
export default function DashboardRead() {
  return (
    <article>
      <h1>Read</h1>
    </article>
  );
}

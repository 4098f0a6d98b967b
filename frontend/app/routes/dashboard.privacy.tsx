/** The dashboard's privacy notice. */
export default function DashboardPrivacy() {
  return (
    <article>
      <h1>Privacy</h1>
      <div className="owner-prose">
        <p>
          Reader messages, opinions and subscriber addresses are kept on this server only, to answer readers and send new articles. Vault
          entries are encrypted at rest. Nothing here is shared with anyone.
        </p>
      </div>
    </article>
  );
}

import type { SiteBlock } from '~/lib/site-flags.server';

const TEXT: Record<Exclude<SiteBlock, 'none'>, string> = {
  global: 'Blog is Offline.',
  partial: 'Access restricted.',
};

/** What readers see instead of the page while the owner has blocked the blog. */
export function RestrictedScreen({ block }: { block: Exclude<SiteBlock, 'none'> }) {
  return (
    <section className="page narrow restricted-screen">
      <title>{TEXT[block]}</title>
      <h1>{TEXT[block]}</h1>
      <p>Please come back a little later.</p>
    </section>
  );
}

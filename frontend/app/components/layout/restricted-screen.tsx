import lock from 'lucide-static/icons/lock.svg?raw';
import wifiOff from 'lucide-static/icons/wifi-off.svg?raw';
import type { SiteBlock } from '~/lib/site-flags.server';
import { StatePanel } from '../state-panel';

const TEXT: Record<Exclude<SiteBlock, 'none'>, string> = {
  global: 'Blog is Offline.',
  partial: 'Access restricted.',
};

/** What readers see instead of the page while the owner has blocked the blog. */
export function RestrictedScreen({ block }: { block: Exclude<SiteBlock, 'none'> }) {
  return (
    <section className="page narrow restricted-screen">
      <title>{TEXT[block]}</title>
      <StatePanel icon={block === 'global' ? wifiOff : lock} title={TEXT[block]}>
        <p>Please come back a little later.</p>
      </StatePanel>
    </section>
  );
}

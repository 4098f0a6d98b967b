import atSign from 'lucide-static/icons/at-sign.svg?raw';
import briefcase from 'lucide-static/icons/briefcase.svg?raw';
import check from 'lucide-static/icons/check.svg?raw';
import link from 'lucide-static/icons/link.svg?raw';
import messageCircle from 'lucide-static/icons/message-circle.svg?raw';
import messagesSquare from 'lucide-static/icons/messages-square.svg?raw';
import printer from 'lucide-static/icons/printer.svg?raw';
import send from 'lucide-static/icons/send.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '~/components/icon';

// The spec's timings.
const COPIED_MS = 1000;
const PRINT_DELAY_MS = 501;

// lucide draws no brand marks: each network has a plain icon of what it is, and its name beside it.
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Reddit', icon: messagesSquare, href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: 'X', icon: atSign, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'LinkedIn', icon: briefcase, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Telegram', icon: send, href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'WhatsApp', icon: messageCircle, href: `https://wa.me/?text=${t}%20${u}` },
  ];
}

export function ShareBlock({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return; // No clipboard permission: nothing changes, the address is still in the links.
    }
    setCopied(true);
    timers.current.push(window.setTimeout(() => setCopied(false), COPIED_MS));
  }

  function print() {
    timers.current.push(window.setTimeout(() => window.print(), PRINT_DELAY_MS));
  }

  return (
    <section className="share-block" aria-labelledby="share-title">
      <h2 id="share-title">Share</h2>
      <ul>
        {shareLinks(url, title).map((network) => (
          <li key={network.name}>
            <a className="share-button" href={network.href} target="_blank" rel="noopener noreferrer">
              <Icon svg={network.icon} />
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share-button" onClick={copy} aria-live="polite">
            <Icon svg={copied ? check : link} />
            {copied ? 'Copied' : 'Copy URL'}
          </button>
        </li>
        <li>
          <button type="button" className="share-button" onClick={print}>
            <Icon svg={printer} />
            Print
          </button>
        </li>
      </ul>
    </section>
  );
}

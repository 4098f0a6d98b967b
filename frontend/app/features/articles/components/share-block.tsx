import { useEffect, useRef, useState } from 'react';

// The spec's timings.
const COPIED_MS = 1000;
const PRINT_DELAY_MS = 501;

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
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
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" onClick={copy} aria-live="polite">
            {copied ? 'Copied' : 'Copy URL'}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={print}>
            Print
          </button>
        </li>
      </ul>
    </section>
  );
}

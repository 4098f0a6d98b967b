import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NonceContext } from '~/lib/nonce';
import type { Quote } from '../quote';
import { PICK_IN_PAGE } from '../shown-quote';
import { QuoteBanner } from './quote-banner';

const QUOTES: Quote[] = [
  { author: 'Ada', en: "Don't panic." },
  { author: `O'Brien & "Sons" <Ltd>`, en: 'Ends early? </script><script>alert(1)</script> & a line\u2028separator' },
  { author: 'Grace', en: 'Ships are safe in harbour.' },
];

/**
 * The banner as the server wrote it, its scripts run as a browser runs them while it parses
 * (jsdom runs a script element made and inserted, not one innerHTML wrote): where it is, and
 * which quote its script shows (its globals are its own window's, which the test cannot see).
 */
function loaded(html: string) {
  const root = document.createElement('main');
  root.innerHTML = html;
  document.body.append(root);
  for (const written of root.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of written.attributes) script.setAttribute(name, value);
    script.textContent = written.textContent;
    written.replaceWith(script);
  }
  const shown = root.querySelector('blockquote')?.textContent;
  const pick = QUOTES.findIndex((quote) => quote.en === shown);
  root.remove();
  return { root, pick };
}

afterEach(() => {
  delete window.landingQuote;
  vi.restoreAllMocks();
});

describe('QuoteBanner', () => {
  it("writes the list and the page's own script, with the render's nonce, none of a quote's text able to end it", () => {
    const html = renderToString(
      <NonceContext.Provider value="a-nonce">
        <QuoteBanner quotes={QUOTES} />
      </NonceContext.Provider>,
    );
    expect(html).toContain(`<script nonce="a-nonce">${PICK_IN_PAGE}</script>`);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const { root } = loaded(html);
    expect(JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!)).toEqual(QUOTES);
  });

  it('shows a quote picked in the page before hydration, a different one across loads', () => {
    const html = renderToString(<QuoteBanner quotes={QUOTES} />);
    const picks = new Set<number>();
    for (let load = 0; load < 12; load += 1) {
      const { root, pick } = loaded(html);
      expect(pick).toBeGreaterThanOrEqual(0);
      expect(root.querySelector('figcaption')!.textContent).toBe(QUOTES[pick].author);
      picks.add(pick);
    }
    // Three quotes, twelve loads: one quote each time is a 1 in 177,147 chance.
    expect(picks.size).toBeGreaterThan(1);
  });

  it("hydrates the page's pick without a mismatch, however it differs from the server's, and spends it", async () => {
    // The server showed the first quote; the page's script another, and left its index for hydration.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const html = renderToString(<QuoteBanner quotes={QUOTES} />);
    vi.restoreAllMocks();
    let page = loaded(html);
    while (page.pick === 0) page = loaded(html);
    const container = page.root;
    document.body.append(container);
    window.landingQuote = page.pick;
    const shownHtml = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <QuoteBanner quotes={QUOTES} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(shownHtml);
    expect(window.landingQuote).toBeUndefined();
  });
});

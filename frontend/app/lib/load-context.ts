// What server/app.ts hands every loader and the document render.
declare module 'react-router' {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce; for a page the cache shares, the render's mark (hashes instead). */
    cspNonce?: string;
    /** The quote the landing page shows on this load (features/quotes/quote-choices.server.ts). */
    quotePick?: number;
    /** Instead of a pick: the stand-in the page cache renders the landing with once per version (features/quotes/quote-stand-in.server.ts). */
    quoteStandIn?: { id: string; author: string; en: string };
  }
}

export {};

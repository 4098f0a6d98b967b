// What server/app.ts hands every loader and the document render.
declare module 'react-router' {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce; for a page the cache shares, the render's mark (hashes instead). */
    cspNonce?: string;
    /** The quote the landing page shows on this load (features/quotes/quote-choices.server.ts). */
    quotePick?: number;
  }
}

export {};

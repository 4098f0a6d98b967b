// What server/app.ts hands every loader and the document render.
declare module 'react-router' {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce; for a page the cache shares, the render's nonce, taken out again (hashes instead). */
    cspNonce?: string;
  }
}

export {};

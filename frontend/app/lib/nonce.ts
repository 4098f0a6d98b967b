import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce (server/security-headers.ts),
 * given to React Router's inline scripts. Empty in the browser, which needs
 * none after the document has loaded.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext) || undefined;
